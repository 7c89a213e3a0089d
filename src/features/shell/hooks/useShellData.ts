import { useGetPointsQuery } from '@/api/endpoints/points';
import { useCountTaskInProgressQuery, useGetUserInfoQuery } from '@/api/endpoints/user';
import { useSignedIn } from '@/hooks/useSignedIn';
import { TASK_COUNT_TYPE } from '../constants';

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
  const { refetch: refetchPoints } = points;
  return {
    signedIn,
    email: signedIn ? user.data?.email : undefined,
    isAdmin: signedIn && user.data?.role === 'admin',
    points: signedIn ? points.data?.points : undefined,
    pointsLoading: signedIn && points.isLoading,
    /** The balance could not be loaded at all: the sider offers a retry instead of 'Credits' with no number. */
    pointsFailed: signedIn && points.isError && points.data === undefined && !points.isFetching,
    retryPoints: refetchPoints,
    badges: signedIn
      ? { inspiration: inspiration.data, marketing: marketing.data, fashionStyle: fashionStyle.data }
      : {},
  };
}
