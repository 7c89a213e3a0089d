import { useEffect } from 'react';
import { useGetPointsQuery } from '@/api/endpoints/points';
import { useCountTaskInProgressQuery, useGetUserInfoQuery } from '@/api/endpoints/user';
import { useSignedIn } from '@/hooks/useSignedIn';
import { BALANCE_QUIET_RETRY_MS, TASK_COUNT_TYPE } from '../constants';

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
  // A refresh that failed (after its own retries) leaves the last balance on screen: it is asked again shortly,
  // so a payment or a generation never leaves the old number for the rest of the visit (issue 41 §5).
  const staleBalance = signedIn && points.isError && points.data !== undefined;
  const { refetch: refetchPoints, error: pointsError } = points;
  useEffect(() => {
    if (!staleBalance) return;
    const timer = setTimeout(() => void refetchPoints(), BALANCE_QUIET_RETRY_MS);
    return () => clearTimeout(timer);
  }, [staleBalance, refetchPoints, pointsError]);
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
