export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/**
 * The cookies of the visitor a screen is prerendered for at build time, where there is no document (src/app/prerender.tsx,
 * docs/decisions/0007): none, or a session for a members' screen.
 */
export const prerenderCookies = { value: '' };

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const cookies = typeof document === 'undefined' ? prerenderCookies.value : document.cookie;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 30): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export const getAccessToken = () => readCookie(ACCESS_TOKEN_COOKIE);
export const isSignedIn = () => Boolean(getAccessToken());

/**
 * The bearer header of the signed-in user (shared by the fetch clients, the upload transport and index.html's
 * static first page).
 */
export function authorizationHeader(): string | null {
  const token = getAccessToken();
  return token ? `Bearer ${token}` : null;
}
