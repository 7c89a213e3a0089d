import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '@/pages/misc/ComingSoonPage';

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
