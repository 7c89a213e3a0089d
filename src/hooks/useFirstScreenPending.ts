import { useSyncExternalStore } from 'react';
import { firstScreen } from '@/utils/firstScreen';

/** True while the page's first screen loads and holds back what it does not need (utils/firstScreen). */
export function useFirstScreenPending(): boolean {
  return useSyncExternalStore(firstScreen.subscribe, firstScreen.isPending, firstScreen.isPending);
}
