import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '@/api/http';
import { notifySessionChange } from '@/hooks/useSignedIn';
import { signinPath } from '@/utils/safeRedirect';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * Spec 1 §8: a 401 (HTTP or envelope) sends the user to sign in and back. http.ts has already
 * dropped the cookies; this tells the UI and navigates inside the SPA instead of reloading it.
 */
export function installUnauthorizedHandler(router: Navigator): void {
  setUnauthorizedHandler((target) => {
    notifySessionChange();
    void router.navigate(signinPath(target), { replace: true });
  });
}

/** Installs the handler once with the router's navigate (whose identity changes on every move). */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => installUnauthorizedHandler({ navigate: (to, options) => latest.current(to, options) }), []);
}
