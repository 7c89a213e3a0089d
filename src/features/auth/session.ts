import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, removeCookie, writeCookie } from '@/utils/cookies';
import { clearDrafts } from '@/hooks/useDraftForm';
import { notifySessionChange } from '@/hooks/useSignedIn';

/**
 * The app writes the session cookies itself from the sign-in answer (a mocked Set-Cookie would never
 * reach document.cookie). Tokens go nowhere else: not storage, not a URL, not the console.
 */
export function startSession(tokens: { accessToken: string; refreshToken: string }): void {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken);
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken);
  notifySessionChange();
}

export function endSession(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  // What the user was typing (prompts, addresses) stays with them, not with the browser.
  clearDrafts();
  notifySessionChange();
}
