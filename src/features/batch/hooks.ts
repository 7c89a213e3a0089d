import { useSyncExternalStore } from 'react';
import { usePromptOwner } from '@/hooks/usePromptOwner';
import { readBatch, subscribeBatches } from './store';

/** One batch of the signed-in user, followed across tabs (the `storage` event) and this tab's queue. */
export function useBatch(batchId: string) {
  const owner = usePromptOwner();
  const batch = useSyncExternalStore(
    subscribeBatches,
    () => readBatch(owner, batchId),
    () => null,
  );
  return { owner, batch };
}
