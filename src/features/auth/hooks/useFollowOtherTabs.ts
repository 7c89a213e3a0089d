import { useEffect } from 'react';
import { baseApi } from '@/api/baseApi';
import { userApi } from '@/api/endpoints/user';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch, RootState } from '@/app/store';
import { clearDrafts } from '@/hooks/useDraftForm';
import { notifySessionChange } from '@/hooks/useSignedIn';
import { isSignedIn } from '@/utils/cookies';
import { onCrossTab } from '@/utils/crossTab';

const selectUser = userApi.endpoints.getUserInfo.select();

/**
 * What this tab does when another one signs out or in (issue 41 §8): a sign-out empties the page's data and this
 * tab's drafts at once (the access gate then sends a private page to sign-in); a sign-in drops every cached answer,
 * and when it is someone else the drafts the previous user typed here go too.
 */
export function followSessionChange(signedIn: boolean) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const previous = selectUser(getState()).data;
    if (!signedIn || !isSignedIn()) {
      clearDrafts();
      dispatch(baseApi.util.resetApiState());
      notifySessionChange();
      return;
    }
    dispatch(baseApi.util.resetApiState());
    notifySessionChange();
    void dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false })).then((result) => {
      if (previous && result.data && result.data.user_id !== previous.user_id) clearDrafts();
    });
  };
}

/** Mounted once above every layout: other tabs' sign-outs and sign-ins are followed at once. */
export function useFollowOtherTabs() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      onCrossTab((message) => {
        if (message.type === 'session') dispatch(followSessionChange(message.signedIn));
      }),
    [dispatch],
  );
}
