import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useElementSize } from '@/hooks/useElementSize';
import { computeMasonryLayout, visibleIndices, type MasonryBox, type SizedItem } from './layout';
import { useInitialScroll } from './useInitialScroll';
import { useScrollAnchor } from './useScrollAnchor';

export interface WindowedMasonryProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  getSize: (item: T) => SizedItem;
  renderItem: (item: T, box: MasonryBox, index: number) => ReactNode;
  columnCount: number;
  gap: number;
  /** CSS height of the scroll container (`auto` when a grid parent stretches it over its row). */
  height: string | number;
  /** Pixels rendered above and below the viewport. */
  overscan?: number;
  /** Called when the user scrolls within `endThreshold` px of the end, or the content is shorter than that. */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Scroll position to return to once the content is tall enough (or `restoreTimeoutMs` passes). */
  initialScrollTop?: number;
  restoreTimeoutMs?: number;
  onInitialScrollApplied?: () => void;
  onScrollTopChange?: (scrollTop: number) => void;
  /** Shown after the cards: loading, end of feed, retry. */
  footer?: ReactNode;
  widthDebounceMs?: number;
  /** The scroll box's client size if known before mounting (see useElementSize): saves a second render. */
  initialSize?: { width: number; height: number };
  scrollRef?: Ref<HTMLDivElement>;
  'aria-label'?: string;
}

/**
 * A masonry that only mounts the cards intersecting the viewport ± overscan. Every box is computed
 * from the item's width/height before anything loads, so cards never move once placed.
 */
export function WindowedMasonry<T>(props: WindowedMasonryProps<T>) {
  const { items, getKey, getSize, renderItem, columnCount, gap, height, overscan = 800 } = props;
  const { onEndReached, endThreshold = 200, footer, widthDebounceMs = 200 } = props;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const { width, height: viewportHeight } = useElementSize(containerRef, widthDebounceMs, props.initialSize);
  const [renderedTop, setRenderedTop] = useState(0);
  const frame = useRef(0);

  const layout = useMemo(
    () => computeMasonryLayout(items.map(getSize), columnCount, width, gap),
    [items, getSize, columnCount, width, gap],
  );
  const indices = useMemo(
    () =>
      width > 0
        ? visibleIndices(layout, renderedTop - overscan, renderedTop + viewportHeight + overscan)
        : [],
    [layout, renderedTop, viewportHeight, overscan, width],
  );

  // Measured against the computed content height: it is known before any image loads.
  const checkEnd = useCallback(() => {
    const el = containerRef.current;
    if (!el || !onEndReached || width === 0) return;
    if (layout.height - el.scrollTop - viewportHeight <= endThreshold) onEndReached();
  }, [onEndReached, endThreshold, width, layout.height, viewportHeight]);

  const { restoring } = useInitialScroll(containerRef, {
    scrollTop: props.initialScrollTop ?? 0,
    timeoutMs: props.restoreTimeoutMs ?? 2000,
    contentHeight: layout.height,
    onApplied: (top) => {
      setRenderedTop(top);
      props.onInitialScrollApplied?.();
    },
  });

  useScrollAnchor(containerRef, layout, width, restoring, setRenderedTop);

  // Short content (or a page that just appended) may already be within the threshold.
  useEffect(() => {
    if (!restoring) checkEnd();
  }, [layout.height, restoring, checkEnd]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = containerRef.current;
      if (!el) return;
      props.onScrollTopChange?.(el.scrollTop);
      // Re-render only when the window has moved by a quarter of the overscan: fewer renders, same coverage.
      setRenderedTop((prev) => (Math.abs(el.scrollTop - prev) >= overscan / 4 ? el.scrollTop : prev));
      if (!restoring) checkEnd();
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const setRefs = (el: HTMLDivElement | null) => {
    containerRef.current = el;
    const { scrollRef } = props;
    if (typeof scrollRef === 'function') scrollRef(el);
    else if (scrollRef) scrollRef.current = el;
  };

  const columnKey = Math.round(layout.boxes[0]?.width ?? 0);
  return (
    <Box
      ref={setRefs}
      onScroll={onScroll}
      // A feed must own articles (ARIA): with none (empty, error) it is a plain labelled region.
      role={items.length > 0 ? 'feed' : 'region'}
      aria-label={props['aria-label']}
      aria-busy={restoring}
      // The scrollbar's room is always reserved: the width (and every card box) is then the same before and
      // after the content overflows, so a restored scroll position lands on the same cards.
      sx={{
        height,
        overflowY: 'scroll',
        scrollbarGutter: 'stable',
        overflowX: 'hidden',
        position: 'relative',
        overflowAnchor: 'none',
      }}
    >
      {/* Keyed by column width: a new width remounts the cards (spec 1 §4) instead of stretching them. */}
      <Box key={columnKey} sx={{ position: 'relative', height: layout.height }}>
        {indices.map((index) => {
          const box = layout.boxes[index];
          return (
            <article
              key={getKey(items[index])}
              data-index={index}
              style={{
                position: 'absolute',
                top: box.top,
                left: box.left,
                width: box.width,
                height: box.height,
              }}
            >
              {renderItem(items[index], box, index)}
            </article>
          );
        })}
      </Box>
      {footer}
    </Box>
  );
}
