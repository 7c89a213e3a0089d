import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useExploreT } from '../i18n';
import Box from '@mui/material/Box';
import type { MasonryBox } from '@/components/masonry/layout';
import { firstScreen } from '@/utils/firstScreen';
import { scrollbarWidth } from '@/utils/scrollbarWidth';
import type { FeedItem } from '../feedItems';
import type { FeedFailure } from '../hooks/useExploreFeed';
import { useFeedScroll } from '../hooks/useFeedScroll';
import { useFirstScreenPictures } from '../hooks/useFirstScreenPictures';
import { FeedCard, type FeedCardActions } from './FeedCard';
import { FeedFooter } from './FeedFooter';
import { FeedMasonry } from './FeedMasonry';
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

/**
 * The skeleton has the masonry's box: its size (less the scroll box's scrollbar) and how much of it the window
 * shows let the first cards render once, already laid out and with the first screen known.
 */
function useSkeletonFrame(showSkeleton: boolean) {
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
  return { skeletonRef, frame };
}

/** The cards as the masonry places them, their pictures first on the first screen. */
function useFeedCards(props: ExploreFeedProps, pictures: ReturnType<typeof useFirstScreenPictures>) {
  const { pendingLikes, onOpen, onLike, onAction } = props;
  const { isPriority, isDeferred, settle } = pictures;
  const onPictureSettled = useCallback((item: FeedItem) => settle(item.key), [settle]);
  return useCallback(
    (item: FeedItem, box: MasonryBox) => (
      <FeedCard
        item={item}
        likePending={pendingLikes.has(item.key)}
        width={box.width}
        priority={isPriority(item.key, box)}
        deferPicture={isDeferred(box.top)}
        onPictureSettled={onPictureSettled}
        onOpen={onOpen}
        onLike={onLike}
        onAction={onAction}
      />
    ),
    [pendingLikes, onOpen, onLike, onAction, isPriority, isDeferred, onPictureSettled],
  );
}

/** The windowed masonry of Explore with its loading, empty, failure and end states. */
export function ExploreFeed(props: ExploreFeedProps) {
  const { list, loaded, failure } = props;
  const t = useExploreT();
  const { scrollRef, scrollTop } = useFeedScroll({
    initialScrollTop: props.initialScrollTop,
    resetToken: props.scrollResetToken,
    empty: list.length === 0,
    onLeave: props.onLeave,
  });

  // A page that arrives renders in the background (a transition, in slices) while the skeleton or the cards
  // already shown stay; only the swap is one piece of work.
  const shownList = useDeferredValue(list);
  const showSkeleton = shownList.length === 0 && !failure && (!loaded || list.length > 0);
  const { skeletonRef, frame } = useSkeletonFrame(showSkeleton);
  const pictures = useFirstScreenPictures(
    scrollRef,
    props.initialScrollTop > 0,
    shownList.length > 0,
    frame?.fold ?? null,
  );

  // The page's other loads (category tree, tour) wait for the first screen: its pictures, or no cards to show.
  const firstScreenOver = pictures.shown || Boolean(failure) || (loaded && list.length === 0);
  useEffect(() => {
    if (firstScreenOver) firstScreen.shown();
  }, [firstScreenOver]);
  const renderItem = useFeedCards(props, pictures);

  if (showSkeleton) {
    return (
      <Box
        ref={skeletonRef}
        sx={{ minHeight: 0, overflow: 'hidden' }}
        role="status"
        aria-busy="true"
        aria-label={t('explore.loading')}
      >
        <FeedSkeleton />
      </Box>
    );
  }
  return (
    <FeedMasonry
      aria-label={t('explore.list')}
      items={shownList}
      initialSize={frame?.size}
      renderItem={renderItem}
      initialScrollTop={props.initialScrollTop}
      onRestored={props.onRestored}
      onScrollTopChange={(top) => {
        scrollTop.current = top;
        if (top > 0) pictures.release();
      }}
      onEndReached={props.onEndReached}
      scrollRef={scrollRef}
      footer={
        <FeedFooter
          loading={props.loading}
          ended={props.ended}
          empty={shownList.length === 0}
          narrowed={props.narrowed}
          failure={failure}
          onRetry={props.onRetry}
        />
      }
    />
  );
}
