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

export type AccessDecision = 'allow' | 'signin' | 'forbidden';

/**
 * Visitors on a protected route go to /signin with a redirect back (spec 1 §4). The admin area is
 * the one place that answers with the 403 page instead: it is not a destination a visitor was
 * heading for, so offering a round trip through sign-in there would only advertise it.
 */
export function decideAccess(pathname: string, signedIn: boolean): AccessDecision {
  if (signedIn || isPublicPath(pathname)) return 'allow';
  const path = normalisePath(pathname);
  if (path === '/admin' || path.startsWith('/admin/')) return 'forbidden';
  return 'signin';
}
