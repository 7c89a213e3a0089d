import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalisePath } from './publicRoutes';
import { FALLBACK_REDIRECT, safeRedirect } from '@/utils/safeRedirect';

// Returning to a sign-in page after signing in would only ask again.
const AUTH_PAGES = new Set(['/signin', '/signup', '/forget-password', '/auth/apple/callback']);

/** The validated `?redirect=` target of the current page (`/` when missing, hostile or an auth page). */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  return AUTH_PAGES.has(normalisePath(target.split(/[?#]/, 1)[0])) ? FALLBACK_REDIRECT : target;
}

/** Navigates to the validated target; validation happens before the router ever sees it. */
export function useReturnToRedirectTarget(): () => void {
  const target = useRedirectTarget();
  const navigate = useNavigate();
  return useCallback(() => navigate(target, { replace: true }), [navigate, target]);
}
