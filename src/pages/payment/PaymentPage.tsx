import type { ScreenPrefetch } from '@/app/router';
import { PlansView, prefetchPlans } from '@/features/plans';
import { prefetchShellData } from '@/features/shell';

/**
 * Before the first render (src/app/router.tsx `prefetchScreensOf`): the plans and the shell's data, so the page's
 * first commit shows the cards instead of one more render per answer after it.
 */
export const prefetch: ScreenPrefetch = (dispatch) =>
  Promise.all([...prefetchShellData(dispatch), ...prefetchPlans(dispatch)]);

/** `/payment`: the plans, the credits breakdown and the payment flow (spec 1 §2, spec 3 §2.7). */
export default function PaymentPage() {
  return <PlansView />;
}
