import { useCallback, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { toast } from '@/utils/toast';
import { endSession } from '../session';

/**
 * Sign-out (spec 1 §4, §8): calls loginOut, then removes both cookies. When the server refuses,
 * the session stays as it is and "Logout failed" tells the user to try again. The user's prompt history
 * (kept in this browser, issue 29 §4) goes with the session.
 */
/** `failedMessage` is asked at the time of the failure, so it speaks the language then in use. */
export function useSignOut(failedMessage: () => string, onSignedOut?: () => void) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const trigger = useCallback(async () => {
    setLoading(true);
    try {
      // Every page offers sign-out, only the sign-in pages the other auth calls: they stay in those pages' chunk.
      const { authApi, forgetPrompts, postCrossTab } = await import('../api');
      const result = await dispatch(authApi.endpoints.logout.initiate());
      if ('error' in result) {
        toast.error(failedMessage());
        return;
      }
      endSession();
      // The cookie is shared: the other tabs follow at once (useFollowOtherTabs), not at their next focus.
      postCrossTab({ type: 'session', signedIn: false });
      dispatch(forgetPrompts());
      dispatch(baseApi.util.resetApiState());
      onSignedOut?.();
    } catch {
      toast.error(failedMessage());
    } finally {
      setLoading(false);
    }
  }, [dispatch, failedMessage, onSignedOut]);
  return { trigger, isLoading, isDisabled: isLoading };
}
