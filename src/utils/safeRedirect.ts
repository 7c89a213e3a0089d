/**
 * Redirect targets arrive from the URL (`/signin?redirect=`), so anyone can craft them. The router
 * happily navigates to whatever it is given, hence every target is validated here first: only a
 * same-origin absolute path (with optional query and hash) passes, byte for byte; anything else
 * becomes `/`.
 */
export const FALLBACK_REDIRECT = '/';

// C0/C1 controls, DEL and every Unicode space: browsers silently strip tabs and newlines from URLs,
// which turns `/\t/evil.example` into `//evil.example`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\s\\]/u;
const MAX_DECODE_ROUNDS = 4;

/** Decodes until stable so that `%252F%252F` cannot hide `//`; undefined when malformed. */
function decodeFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function isSafePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.includes('//')) return false;
  if (UNSAFE_CHARACTERS.test(path.replace(/ /g, ''))) return false;
  // Dot segments would let the router resolve `/..//host` into a protocol-relative URL.
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (UNSAFE_CHARACTERS.test(target)) return false;
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split(/[?#]/, 1)[0];
  const decoded = decodeFully(path);
  if (decoded === undefined || !isSafePath(path) || !isSafePath(decoded)) return false;
  // Last line of defence: the browser's own parser must keep it on this origin.
  const probe = 'http://redirect.invalid';
  try {
    return new URL(target, probe).origin === probe;
  } catch {
    return false;
  }
}

/** The target to navigate to after sign-in: the given one when safe, otherwise `/`. */
export function safeRedirect(target: string | null | undefined): string {
  return isSafeRedirect(target) ? target : FALLBACK_REDIRECT;
}

/** `/signin?redirect=` plus the original path and query, encoded (spec 1 §2.1): the one place this URL is built. */
export function signinRedirectUrl(target: string): string {
  return `/signin?redirect=${encodeURIComponent(target)}`;
}

/** Like `signinRedirectUrl`, but drops targets that are unsafe or just `/`. */
export function signinPath(target?: string): string {
  if (!target || !isSafeRedirect(target) || target === FALLBACK_REDIRECT) return '/signin';
  return signinRedirectUrl(target);
}
