import { useCallback, useSyncExternalStore } from 'react';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import {
  addRecentPrompt,
  promptOwner,
  readPromptHistory,
  removeRecentPrompt,
  subscribePromptHistory,
  toggleStarredPrompt,
  type PromptHistory,
} from '@/utils/promptHistory';
import { useSignedIn } from './useSignedIn';

const NONE: PromptHistory = { recent: [], starred: [] };

/**
 * Whose prompts these are: the signed-in account (its id, else its e-mail); null for a visitor (nothing is
 * kept) and while the account is loading. The account comes from the cache every screen already fills.
 */
export function usePromptOwner(): string | null {
  const signedIn = useSignedIn();
  const user = useGetUserInfoQuery(undefined, { skip: !signedIn });
  return signedIn ? promptOwner(user.data) : null;
}

/** The signed-in user's recent and starred prompts (issue 29 §4), kept in this browser. */
export function usePromptHistory() {
  const owner = usePromptOwner();
  const history = useSyncExternalStore(
    subscribePromptHistory,
    () => readPromptHistory(owner),
    () => NONE,
  );
  const add = useCallback((text: string) => addRecentPrompt(owner, text), [owner]);
  const remove = useCallback((text: string) => removeRecentPrompt(owner, text), [owner]);
  const toggleStar = useCallback((text: string) => toggleStarredPrompt(owner, text), [owner]);
  return { owner, history, add, remove, toggleStar };
}
