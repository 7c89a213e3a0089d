import { useEffect, useState } from 'react';

/** Seconds before another code may be requested, so a double click cannot send two e-mails. */
export const RESEND_COOLDOWN_SECONDS = 60;

export function useResendCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { secondsLeft: left, start: () => setLeft(RESEND_COOLDOWN_SECONDS) };
}
