import { pointsApi } from '@/api/endpoints/points';
import { paymentsApi } from '@/api/endpoints/payments';
import type { AppDispatch } from '@/app/store';
import { readLanguage } from '@/hooks/useLanguage';
import { isSignedIn } from '@/utils/cookies';
import { BREAKDOWN_KEYS } from './constants';

/**
 * Asks for what the plans page shows beyond the shell's data, before the app renders (PaymentPage's `prefetch`,
 * src/app/router.tsx): the plans in the language in use and the breakdown's costs. The member's level and the
 * balance are the shell's (`prefetchShellData`, which PaymentPage adds). The page's queries join these requests;
 * with the answers in, its first commit shows the cards. Nothing for visitors, whom the page sends to sign in.
 */
export function prefetchPlans(dispatch: AppDispatch): Promise<unknown>[] {
  if (!isSignedIn()) return [];
  return [
    dispatch(paymentsApi.endpoints.listVipPlans.initiate(readLanguage(), { subscribe: false })),
    ...BREAKDOWN_KEYS.map((key) =>
      dispatch(pointsApi.endpoints.getFunctionPoints.initiate(key, { subscribe: false })),
    ),
  ];
}
