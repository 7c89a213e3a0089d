import { useRouteTitle } from '@/app/layouts/routeHandle';
import { ComingSoon } from '@/components/ComingSoon';
import { useAppT } from '@/app/i18n';

/** The stand-in for every route whose screen belongs to later work; titled from the route table. */
export default function ComingSoonPage() {
  const t = useAppT();
  return <ComingSoon title={useRouteTitle() ?? t('app.route.comingSoon')} />;
}
