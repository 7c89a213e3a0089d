import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint, onIdle } from '@/utils/schedule';
import { FIRST_SCREEN_PAINT_MS, FIRST_SCREEN_WAIT_MS } from '../constants';

export interface FirstScreenPictures {
  /**
   * Whether the card at `box` (px from the feed's top) is on the first screen: `high` when at least half of it
   * shows, its picture then loads at once and first; `low` when the fold cuts off more than half, its picture
   * then loads at once but after the others; undefined below the fold or once the first screen is in.
   */
  isPriority: (key: string, box: { top: number; height: number }) => 'high' | 'low' | undefined;
  /** The card waits with its picture until the first screen's pictures are in. */
  isDeferred: (top: number) => boolean;
  /** A first-screen card's picture loaded, failed, or gave way to its video. */
  settle: (key: string) => void;
  /** The user scrolled: whatever comes into view loads as usual from now on. */
  release: () => void;
  /** The first screen's pictures are in (or the wait ended): the rest of the page may load. */
  shown: boolean;
}

/**
 * The first screen of the feed gets the connection to itself: its pictures load eagerly at high priority (a card
 * mostly below the fold at low priority, after the ones the visitor sees) while the cards the masonry mounts
 * below it (its overscan) wait, until every first-screen picture has settled or
 * FIRST_SCREEN_WAIT_MS passed, or the user scrolled. After that every card loads as usual (lazily). A list
 * restored at a scroll position has no first screen to favour.
 */
export function useFirstScreenPictures(
  scroller: RefObject<HTMLElement | null>,
  restoring: boolean,
  hasCards: boolean,
  knownFold: number | null = null,
): FirstScreenPictures {
  const [done, setDone] = useState(restoring);
  // How much of the feed the window shows when it opens (the header and top bar take the rest): known from the
  // skeleton when there was one, else measured before the first cards are painted.
  const [measuredFold, setFold] = useState<number | null>(null);
  const fold = knownFold ?? measuredFold;
  useLayoutEffect(() => {
    if (fold !== null || !hasCards || !scroller.current) return;
    setFold(window.innerHeight - scroller.current.getBoundingClientRect().top);
  }, [fold, hasCards, scroller]);
  const waiting = useRef(new Set<string>());
  const settled = useRef(new Set<string>());

  // The wait counts from the first cards, not from the skeleton.
  useEffect(() => {
    if (done || !hasCards) return undefined;
    const timer = setTimeout(() => setDone(true), FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [done, hasCards]);

  const isPriority = useCallback(
    (key: string, { top, height }: { top: number; height: number }) => {
      if (done || fold === null || top >= fold) return undefined;
      if (top + height / 2 > fold) return 'low';
      // Idempotent, so a repeated render (StrictMode) counts each card once.
      waiting.current.add(key);
      return 'high';
    },
    [done, fold],
  );
  const isDeferred = useCallback((top: number) => !done && (fold === null || top >= fold), [done, fold]);
  // The last picture is painted a frame or more after it loads: the rest waits until it is painted and the
  // browser is idle again, so nothing else starts before the first screen is on the glass.
  const cancelIdle = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelIdle.current?.(), []);
  const settle = useCallback((key: string) => {
    settled.current.add(key);
    if (cancelIdle.current || ![...waiting.current].every((waited) => settled.current.has(waited))) return;
    let cancelIdleWait = () => {};
    const cancelPaintWait = afterPaint(() => {
      cancelIdleWait = onIdle(() => setDone(true), FIRST_SCREEN_PAINT_MS);
    });
    cancelIdle.current = () => {
      cancelPaintWait();
      cancelIdleWait();
    };
  }, []);
  const release = useCallback(() => setDone(true), []);
  return { isPriority, isDeferred, settle, release, shown: done };
}
