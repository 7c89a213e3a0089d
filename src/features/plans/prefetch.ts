import { pointsApi } from '@/api/endpoints/points';
import { paymentsApi } from '@/api/endpoints/payments';
import { userApi } from '@/api/endpoints/user';
import type { AppDispatch } from '@/app/store';
import { readLanguage } from '@/hooks/useLanguage';
import { isSignedIn } from '@/utils/cookies';
import { BREAKDOWN_KEYS } from './constants';

/**
 * Asks for what the plans page shows, before the app renders (PaymentPage's `prefetch`, src/app/router.tsx): the
 * plans in the language in use, the member's level, the balance and the breakdown's costs. The page's queries
 * join these requests; with the answers in, its first commit shows the cards. Nothing for visitors, whom the page
 * sends to sign in.
 */
export function prefetchPlans(dispatch: AppDispatch): Promise<unknown>[] {
  if (!isSignedIn()) return [];
  return [
    dispatch(paymentsApi.endpoints.listVipPlans.initiate(readLanguage(), { subscribe: false })),
    dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false })),
    dispatch(pointsApi.endpoints.getPoints.initiate(undefined, { subscribe: false })),
    ...BREAKDOWN_KEYS.map((key) =>
      dispatch(pointsApi.endpoints.getFunctionPoints.initiate(key, { subscribe: false })),
    ),
  ];
}
