import { useMemo } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { reset, started, stopped, tourAction } from '../tourSlice';

/**
 * Spec 3 §4.6: the global hooks. `start` runs the tour from step 0 unless it was dismissed;
 * `forceStart` runs it anyway; `reset` forgets the dismissal (stored `tourDismissed` removed) and
 * rewinds without running; `stop` ends a running tour without dismissing it.
 */
export function useTourControls() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      start: () => dispatch(tourAction(started({ force: false }))),
      forceStart: () => dispatch(tourAction(started({ force: true }))),
      reset: () => dispatch(tourAction(reset())),
      stop: () => dispatch(tourAction(stopped())),
    }),
    [dispatch],
  );
}
