import { useCallback } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { postCrossTab } from '@/utils/crossTab';
import { startSession } from '../session';

/**
 * Turns a sign-in answer into a session: cookies written, and every cached answer dropped so no
 * data of a previous visitor or user survives into the new session.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (session: { accessToken: string; refreshToken: string }) => {
      startSession(session);
      dispatch(baseApi.util.resetApiState());
      // The other tabs follow (useFollowOtherTabs): perhaps someone else is signed in now.
      postCrossTab({ type: 'session', signedIn: true });
    },
    [dispatch],
  );
}
