import { useCallback } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { toast } from '@/utils/toast';
import { useLogoutMutation } from '../api';
import { endSession } from '../session';

/**
 * Sign-out (spec 1 §4, §8): calls loginOut, then removes both cookies. When the server refuses,
 * the session stays as it is and "Logout failed" tells the user to try again.
 */
export function useSignOut(onSignedOut?: () => void) {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const trigger = useCallback(async () => {
    const result = await logout();
    if ('error' in result) {
      toast.error('Logout failed');
      return;
    }
    endSession();
    dispatch(baseApi.util.resetApiState());
    onSignedOut?.();
  }, [dispatch, logout, onSignedOut]);
  return { trigger, isLoading, isDisabled: isLoading };
}
