import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from './safeRedirect';

/** The validated `?redirect=` target of the current page (`/` when missing or hostile). */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/** Navigates to the validated target; validation happens before the router ever sees it. */
export function useReturnToRedirectTarget(): () => void {
  const target = useRedirectTarget();
  const navigate = useNavigate();
  return useCallback(() => navigate(target, { replace: true }), [navigate, target]);
}
