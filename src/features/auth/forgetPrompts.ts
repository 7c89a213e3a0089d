import { userApi } from '@/api/endpoints/user';
import type { AppDispatch, RootState } from '@/app/store';
import { promptOwner } from '@/hooks/usePromptOwner';
import { clearPromptHistory } from '@/utils/promptHistory';

/**
 * Sign-out takes the account's prompt history with it (issue 29 §4): the account is read from the cache (the
 * header loaded it) before the cache is reset. Loaded with the sign-out call, not with the first page.
 */
export const forgetPrompts = () => (_dispatch: AppDispatch, getState: () => RootState) => {
  const user = userApi.endpoints.getUserInfo.select()(getState()).data;
  if (user) clearPromptHistory(promptOwner(user));
};
