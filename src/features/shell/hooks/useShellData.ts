import { pointsApi, useGetPointsQuery } from '@/api/endpoints/points';
import { useCountTaskInProgressQuery, useGetUserInfoQuery, userApi } from '@/api/endpoints/user';
import type { AppDispatch } from '@/app/store';
import { useSignedIn } from '@/hooks/useSignedIn';
import { isSignedIn } from '@/utils/cookies';
import { TASK_COUNT_TYPE } from '../constants';

/**
 * Asks for what `useShellData` reads, before the app renders (a screen's `prefetch`, src/app/router.tsx): the same
 * requests the hooks would start, which join them. Nothing for visitors.
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

/**
 * What the sider shows about the user. Nothing is requested for visitors (spec 1 §6): user info,
 * balance and running-task counts load only with an access cookie. The counts refresh through the
 * TaskCount tag that creation calls invalidate.
 */
export function useShellData() {
  const signedIn = useSignedIn();
  const skip = !signedIn;
  const user = useGetUserInfoQuery(undefined, { skip });
  const points = useGetPointsQuery(undefined, { skip });
  const inspiration = useCountTaskInProgressQuery({ type: TASK_COUNT_TYPE.inspiration }, { skip });
  const marketing = useCountTaskInProgressQuery({ type: TASK_COUNT_TYPE.marketing }, { skip });
  const fashionStyle = useCountTaskInProgressQuery({ type: TASK_COUNT_TYPE.fashionStyle }, { skip });
  return {
    signedIn,
    email: signedIn ? user.data?.email : undefined,
    isAdmin: signedIn && user.data?.role === 'admin',
    points: signedIn ? points.data?.points : undefined,
    pointsLoading: signedIn && points.isLoading,
    badges: signedIn
      ? { inspiration: inspiration.data, marketing: marketing.data, fashionStyle: fashionStyle.data }
      : {},
  };
}
