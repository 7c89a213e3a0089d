import { useEffect, useState } from 'react';
import { FAKE_PROGRESS_TICK_MS } from '../constants';
import { fakeProgress, progressStart } from '../progress';

/**
 * The fake percentage of a running image task, recomputed every 200 ms from the start time kept in
 * local storage (so a reload keeps the bar where it was). `null` while there is no record yet.
 */
export function useTaskProgress(recordId: string | null | undefined, running: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!recordId || !running) return undefined;
    const start = progressStart(recordId);
    const tick = () => setProgress(fakeProgress(Date.now() - start));
    tick();
    const timer = setInterval(tick, FAKE_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [recordId, running]);
  return recordId && running ? progress : null;
}
