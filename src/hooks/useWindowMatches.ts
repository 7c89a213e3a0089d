import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, or `undefined` where there is no window to ask: a page rendered ahead
 * of time (the build's prerender), which serves every width and leaves the choice to CSS. In the browser the answer
 * is known from the first render and follows the window.
 */
export function useWindowMatches(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
