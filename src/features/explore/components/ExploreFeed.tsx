import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useExploreT } from '../i18n';
import Box from '@mui/material/Box';
import type { MasonryBox } from '@/components/masonry/layout';
import { WindowedMasonry } from '@/components/masonry/WindowedMasonry';
import { firstScreen } from '@/utils/firstScreen';
import { scrollbarWidth } from '@/utils/scrollbarWidth';
import {
  CACHE_RESTORE_TIMEOUT_MS,
  FEED_GAP_PX,
  LOAD_MORE_THRESHOLD_PX,
  REMOUNT_DEBOUNCE_MS,
} from '../constants';
import type { FeedItem } from '../feedItems';
import type { FeedFailure } from '../hooks/useExploreFeed';
import { useFeedColumns } from '../hooks/useFeedColumns';
import { useFirstScreenPictures } from '../hooks/useFirstScreenPictures';
import { FeedCard, type FeedCardActions } from './FeedCard';
import { FeedFooter } from './FeedFooter';
import { FeedSkeleton } from './FeedSkeleton';

export interface ExploreFeedProps extends FeedCardActions {
  list: FeedItem[];
  loaded: boolean;
  loading: boolean;
  ended: boolean;
  failure: FeedFailure | null;
  /** A search or a chosen category narrows the list. */
  narrowed: boolean;
  /** Saved position of a cached list; 0 for a fresh one. */
  initialScrollTop: number;
  scrollResetToken: number;
  pendingLikes: ReadonlySet<string>;
  onEndReached: () => void;
  onRetry: () => void;
  onRestored: () => void;
  onLeave: (scrollTop: number) => void;
}

interface FeedFrame {
  size: { width: number; height: number };
  fold: number;
}

const getKey = (item: FeedItem) => item.key;
const getSize = (item: FeedItem) => item;

/** The windowed masonry of Explore with its loading, empty, failure and end states. */
export function ExploreFeed(props: ExploreFeedProps) {
  const { list, loaded, loading, ended, failure, pendingLikes, onOpen, onLike, onAction, onLeave } = props;
  const t = useExploreT();
  const columns = useFeedColumns();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const scrollTop = useRef(props.initialScrollTop);

  // Remember where the user was, for the list cache, when leaving the page.
  useEffect(() => () => onLeave(scrollTop.current), [onLeave]);

  // The logo's resetScroll also applies while the feed is on screen.
  const resetToken = useRef(props.scrollResetToken);
  useEffect(() => {
    if (resetToken.current === props.scrollResetToken) return;
    resetToken.current = props.scrollResetToken;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [props.scrollResetToken]);

  // A cleared list (new tab, sort, category or search) starts again at the top (spec 1 §4).
  const empty = list.length === 0;
  useEffect(() => {
    if (!empty) return;
    scrollTop.current = 0;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [empty]);

  // A page that arrives renders in the background (a transition, in slices) while the skeleton or the cards
  // already shown stay; only the swap is one piece of work.
  const shownList = useDeferredValue(list);
  const showSkeleton = shownList.length === 0 && !failure && (!loaded || list.length > 0);

  // The skeleton has the masonry's box: its size (less the scroll box's scrollbar) and how much of it the window
  // shows let the first cards render once, already laid out and with the first screen known.
  const skeletonRef = useRef<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<FeedFrame | null>(null);
  useLayoutEffect(() => {
    const element = skeletonRef.current;
    if (!showSkeleton || frame || !element || element.clientWidth === 0) return;
    setFrame({
      size: { width: element.clientWidth - scrollbarWidth(), height: element.clientHeight },
      fold: window.innerHeight - element.getBoundingClientRect().top,
    });
  }, [showSkeleton, frame]);

  const pictures = useFirstScreenPictures(
    scrollRef,
    props.initialScrollTop > 0,
    shownList.length > 0,
    frame?.fold ?? null,
  );
  const { isPriority, isDeferred, settle, release } = pictures;

  // The page's other loads (category tree, tour) wait for the first screen: its pictures, or no cards to show.
  const firstScreenOver = pictures.shown || Boolean(failure) || (loaded && list.length === 0);
  useEffect(() => {
    if (firstScreenOver) firstScreen.shown();
  }, [firstScreenOver]);
  const onPictureSettled = useCallback((item: FeedItem) => settle(item.key), [settle]);
  const renderItem = useCallback(
    (item: FeedItem, box: MasonryBox) => (
      <FeedCard
        item={item}
        likePending={pendingLikes.has(item.key)}
        width={box.width}
        priority={isPriority(item.key, box.top)}
        deferPicture={isDeferred(box.top)}
        onPictureSettled={onPictureSettled}
        onOpen={onOpen}
        onLike={onLike}
        onAction={onAction}
      />
    ),
    [pendingLikes, onOpen, onLike, onAction, isPriority, isDeferred, onPictureSettled],
  );

  if (showSkeleton) {
    return (
      <Box
        ref={skeletonRef}
        sx={{ minHeight: 0, overflow: 'hidden' }}
        role="status"
        aria-busy="true"
        aria-label={t('explore.loading')}
      >
        <FeedSkeleton columns={columns} />
      </Box>
    );
  }
  return (
    <WindowedMasonry
      aria-label={t('explore.list')}
      items={shownList}
      initialSize={frame?.size}
      getKey={getKey}
      getSize={getSize}
      renderItem={renderItem}
      columnCount={columns}
      gap={FEED_GAP_PX}
      height="auto"
      endThreshold={LOAD_MORE_THRESHOLD_PX}
      widthDebounceMs={REMOUNT_DEBOUNCE_MS}
      initialScrollTop={props.initialScrollTop}
      restoreTimeoutMs={CACHE_RESTORE_TIMEOUT_MS}
      onInitialScrollApplied={props.onRestored}
      onScrollTopChange={(top) => {
        scrollTop.current = top;
        if (top > 0) release();
      }}
      onEndReached={props.onEndReached}
      scrollRef={scrollRef}
      footer={
        <FeedFooter
          loading={loading}
          ended={ended}
          empty={shownList.length === 0}
          narrowed={props.narrowed}
          failure={failure}
          onRetry={props.onRetry}
        />
      }
    />
  );
}
