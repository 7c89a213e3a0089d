import type { ReactNode, RefObject } from 'react';
import type { MasonryBox } from '@/components/masonry/layout';
import { WindowedMasonry } from '@/components/masonry/WindowedMasonry';
import {
  CACHE_RESTORE_TIMEOUT_MS,
  FEED_GAP_PX,
  LOAD_MORE_THRESHOLD_PX,
  REMOUNT_DEBOUNCE_MS,
} from '../constants';
import type { FeedItem } from '../feedItems';
import { useFeedColumns } from '../hooks/useFeedColumns';

const getKey = (item: FeedItem) => item.key;
const getSize = (item: FeedItem) => item;

export interface FeedMasonryProps {
  items: FeedItem[];
  renderItem: (item: FeedItem, box: MasonryBox) => ReactNode;
  /** The skeleton's box, measured before the first cards: they render once, already laid out. */
  initialSize?: { width: number; height: number };
  initialScrollTop: number;
  onRestored: () => void;
  onScrollTopChange: (top: number) => void;
  onEndReached: () => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  footer: ReactNode;
  'aria-label': string;
}

/**
 * The cards, placed in JS: the windowed masonry needs the window's column count (spec 1 §2.3). It only ever
 * renders in the browser, after the first page has arrived; the loading skeleton before it (and the page rendered
 * ahead of time) takes the same count from CSS.
 */
export function FeedMasonry(props: FeedMasonryProps) {
  const columns = useFeedColumns();
  return (
    <WindowedMasonry
      aria-label={props['aria-label']}
      items={props.items}
      initialSize={props.initialSize}
      getKey={getKey}
      getSize={getSize}
      renderItem={props.renderItem}
      columnCount={columns}
      gap={FEED_GAP_PX}
      height="auto"
      endThreshold={LOAD_MORE_THRESHOLD_PX}
      widthDebounceMs={REMOUNT_DEBOUNCE_MS}
      initialScrollTop={props.initialScrollTop}
      restoreTimeoutMs={CACHE_RESTORE_TIMEOUT_MS}
      onInitialScrollApplied={props.onRestored}
      onScrollTopChange={props.onScrollTopChange}
      onEndReached={props.onEndReached}
      scrollRef={props.scrollRef}
      footer={props.footer}
    />
  );
}
