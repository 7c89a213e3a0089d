import { lazy, Suspense, useEffect, useState } from 'react';
import { BATCHES_CHANGE_EVENT, BATCHES_KEY_PREFIX } from '@/features/batch';
import { useSignedIn } from '@/hooks/useSignedIn';

// The runner and the queue are a chunk of their own, fetched only when this browser keeps a batch.
const BatchRunner = lazy(() => import('@/features/batch/components/BatchRunner'));

function batchesKept(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(BATCHES_KEY_PREFIX));
  } catch {
    return false;
  }
}

/**
 * Where a batch goes on for every layout (issue 45 §1): once the signed-in user has a batch in this browser (kept
 * from before, or made on this page), its waiting items are sent and its records followed whatever the screen.
 */
export function BatchRunnerSlot() {
  const signedIn = useSignedIn();
  const [kept, setKept] = useState(batchesKept);
  useEffect(() => {
    if (kept) return undefined;
    const onChange = () => setKept(batchesKept());
    window.addEventListener(BATCHES_CHANGE_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(BATCHES_CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, [kept]);
  if (!signedIn || !kept) return null;
  return (
    <Suspense fallback={null}>
      <BatchRunner />
    </Suspense>
  );
}
