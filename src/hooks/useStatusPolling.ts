import { useEffect, useState } from 'react';
import { FAST_POLL_WINDOW_MS, SLOW_POLL_MS } from '@/utils/statusFreshness';

/**
 * RTK Query polling options for a status the back office can change (src/utils/statusFreshness.ts): `interval`
 * while it is wanted (0 stops), paused while the page is hidden (RTK's focus state, fed by the app's
 * visibility listener), and a fast interval slows to SLOW_POLL_MS after FAST_POLL_WINDOW_MS on one screen.
 */
export function useStatusPolling(interval: number) {
  const [slowed, setSlowed] = useState(false);
  const fast = interval > 0 && interval < SLOW_POLL_MS;
  useEffect(() => {
    if (!fast) return;
    const timer = setTimeout(() => setSlowed(true), FAST_POLL_WINDOW_MS);
    return () => {
      clearTimeout(timer);
      setSlowed(false);
    };
  }, [fast]);
  return {
    pollingInterval: fast && slowed ? SLOW_POLL_MS : interval,
    skipPollingIfUnfocused: true,
  } as const;
}
