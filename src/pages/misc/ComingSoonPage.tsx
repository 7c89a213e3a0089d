import { useRouteTitle } from '@/app/layouts/routeHandle';
import { ComingSoon } from '@/components/ComingSoon';

/** The stand-in for every route whose screen belongs to later work; titled from the route table. */
export default function ComingSoonPage() {
  return <ComingSoon title={useRouteTitle() ?? 'Coming soon'} />;
}
