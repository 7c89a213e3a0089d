import { useCallback, useSyncExternalStore } from 'react';
import {
  addRecentPrompt,
  readPromptHistory,
  removeRecentPrompt,
  subscribePromptHistory,
  toggleStarredPrompt,
  type PromptHistory,
} from '@/utils/promptHistory';
import { usePromptOwner } from './usePromptOwner';

const NONE: PromptHistory = { recent: [], starred: [] };

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
