import { useEffect, useState } from 'react';
import { FAKE_PROGRESS_TICK_MS, fakeProgress, progressStart } from '@/features/tasks';

/** The time, refreshed every 200 ms while `active` (spec 3 §4.1 fake progress). */
export function useProgressClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), FAKE_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The fake percentage of a running record at `now`, or null before it has a record ("Starting..."). */
export const progressAt = (recordId: string | undefined, now: number) =>
  recordId ? fakeProgress(now - progressStart(recordId, now)) : null;
