import { useEffect, useRef } from 'react';

/**
 * The feed's scroll position: remembered for the list cache when leaving the page, back to the top when the logo
 * asks (`resetToken`) or the list is cleared (a new tab, sort, category or search; spec 1 §4).
 */
export function useFeedScroll({
  initialScrollTop,
  resetToken,
  empty,
  onLeave,
}: {
  initialScrollTop: number;
  resetToken: number;
  empty: boolean;
  onLeave: (scrollTop: number) => void;
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const scrollTop = useRef(initialScrollTop);

  useEffect(() => () => onLeave(scrollTop.current), [onLeave]);

  const lastReset = useRef(resetToken);
  useEffect(() => {
    if (lastReset.current === resetToken) return;
    lastReset.current = resetToken;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetToken]);

  useEffect(() => {
    if (!empty) return;
    scrollTop.current = 0;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [empty]);

  return { scrollRef, scrollTop };
}
