import { useMatches } from 'react-router-dom';
import { ComingSoon } from '@/components/ComingSoon';

export interface RouteHandle {
  /** Shown in the header and on the coming-soon panel. */
  title?: string;
}

/** The stand-in for every route whose screen belongs to later work; titled from the route handle. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title);
  return <ComingSoon title={(handle?.handle as RouteHandle | undefined)?.title ?? 'Coming soon'} />;
}
