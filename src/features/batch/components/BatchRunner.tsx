import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { usePromptOwner } from '@/hooks/usePromptOwner';
import { startBatchRunner } from '../runner';
import { subscribeBatches } from '../store';

/**
 * Runs the signed-in user's batches from this tab wherever the user is (issue 45 §1: a batch goes on after a
 * screen change): mounted once by the layout, its own chunk. Nothing for a visitor, nothing once signed out.
 */
export default function BatchRunner() {
  const owner = usePromptOwner();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!owner) return undefined;
    const runner = dispatch(startBatchRunner(owner));
    const unsubscribe = subscribeBatches(() => runner.sync());
    // A reload is a new tab: what this page claimed is let go as it goes, so the next one goes on at once.
    const leave = () => runner.end();
    window.addEventListener('pagehide', leave);
    runner.sync();
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leave);
      // Only signing out (or another user) unmounts the runner: the session of this owner ended.
      runner.end({ sessionEnded: true });
    };
  }, [owner, dispatch]);
  return null;
}
