import { pointsApi } from '@/api/endpoints/points';
import { userApi } from '@/api/endpoints/user';
import type { AppDispatch } from '@/app/store';
import { isSignedIn } from '@/utils/cookies';
import { TASK_COUNT_TYPE } from './constants';

/**
 * Asks for what `useShellData` (hooks/useShellData.ts) reads, before the app renders (a screen's `prefetch`,
 * src/app/router.tsx): the same requests the hooks would start, which join them. Nothing for visitors. A module of
 * its own, so only those screens' chunks carry it, not the initial JS.
 */
export function prefetchShellData(dispatch: AppDispatch): Promise<unknown>[] {
  if (!isSignedIn()) return [];
  return [
    dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false })),
    dispatch(pointsApi.endpoints.getPoints.initiate(undefined, { subscribe: false })),
    ...Object.values(TASK_COUNT_TYPE).map((type) =>
      dispatch(userApi.endpoints.countTaskInProgress.initiate({ type }, { subscribe: false })),
    ),
  ];
}
