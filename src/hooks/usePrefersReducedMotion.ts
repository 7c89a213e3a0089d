import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One MediaQueryList for the whole app: every feed card asks, and cards mount by the dozen while scrolling.
// It is made again if window.matchMedia is replaced (polyfills, tests).
let list: MediaQueryList | null = null;
let madeBy: typeof window.matchMedia | null = null;
function mediaQuery(): MediaQueryList {
  if (!list || madeBy !== window.matchMedia) {
    madeBy = window.matchMedia;
    list = window.matchMedia(QUERY);
  }
  return list;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Autoplaying media stays off for users who ask the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery().matches,
    () => false,
  );
}
