/** Spec 1 §6 / spec 3 §6: routes a visitor may open, matched case-insensitively on the whole path. */
export const PUBLIC_PATHS = [
  '/',
  '/signin',
  '/signup',
  '/forget-password',
  '/space/inspiration',
  '/space/avator',
  '/tools/inspiration',
  '/marketing/content',
  '/change-password',
  '/terms',
  '/privacy',
  '/return',
  '/subscription',
  '/dmca',
  '/contact',
  '/webhook-api/shopify',
  '/image/detail',
] as const;

/**
 * Not on the spec's list, but it is where Apple hands a visitor back to sign them in: gating it
 * would bounce every Apple sign-in to /signin before it could finish.
 */
export const AUTH_RETURN_PATHS = ['/auth/apple/callback'] as const;

const allowed = new Set<string>([...PUBLIC_PATHS, ...AUTH_RETURN_PATHS]);

/** `/Tools/Inspiration/` and `/tools/inspiration` are the same route to the gate. */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  return allowed.has(normalisePath(pathname));
}

export type AccessDecision = 'allow' | 'signin';

/**
 * Visitors on a protected route go to /signin with a redirect back (spec 1 §4), the admin area
 * included (an operator signs in from there). Who is an admin is decided after sign-in by
 * `AdminGate` from the user's role; signed-in non-admins get the 403 page there.
 */
export function decideAccess(pathname: string, signedIn: boolean): AccessDecision {
  return signedIn || isPublicPath(pathname) ? 'allow' : 'signin';
}
