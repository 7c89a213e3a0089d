import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { useLikeToggle } from '@/hooks/useLikeToggle';
import type { FeedItem } from '../feedItems';
import { filtersForTab, isNarrowed, type ExploreSort, type ExploreTab } from '../filters';
import { useExploreCategories } from '../hooks/useExploreCategories';
import { useExploreFeed } from '../hooks/useExploreFeed';
import { EXPLORE_VIEW_HEIGHT } from '../constants';
import { ExploreFeed } from './ExploreFeed';
import { ExploreTopBar } from './ExploreTopBar';

export interface ExploreViewProps {
  onOpen: (item: FeedItem) => void;
  /** ReCreate, or Try On for style categories (`item.isStyle`). */
  onAction: (item: FeedItem) => void;
  /** Asked before a like; false stops it (a visitor is prompted to sign in). */
  canLike: () => boolean;
}

/** Explore: the top bar and the feed, wired to the list cache. */
export function ExploreView({ onOpen, onAction, canLike }: ExploreViewProps) {
  const feed = useExploreFeed();
  const { tree, names, styleIds, want, loadStyleIds, retryTree } = useExploreCategories();
  const { filters, changeFilters } = feed;

  // A confirmed like is applied to every cached list by the api layer (likeCache), so no callback here.
  const { toggle, pending } = useLikeToggle();
  const onLike = useCallback(
    (item: FeedItem) => {
      if (canLike()) void toggle(item.image);
    },
    [canLike, toggle],
  );

  const onToggleCategory = (id: string) => {
    const chosen = filters.category_id.includes(id)
      ? filters.category_id.filter((value) => value !== id)
      : [...filters.category_id, id];
    changeFilters({ ...filters, category_id: chosen });
  };

  return (
    // The bar at its natural height, the feed (skeleton or scroller) stretched over the rest of the column.
    <Box
      sx={{
        bgcolor: '#0b0b0b',
        height: EXPLORE_VIEW_HEIGHT,
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <ExploreTopBar
        filters={filters}
        categories={tree}
        onRetryCategories={retryTree}
        categoryNames={names}
        onToggleCategory={onToggleCategory}
        onSort={(sort: ExploreSort) => changeFilters({ ...filters, sort })}
        onSearch={(prompt) => changeFilters({ ...filters, prompt })}
        onTab={(tab: ExploreTab) => {
          // The Styles tab lists its categories' images: applied once their ids are known.
          if (tab !== 'styles' || styleIds) changeFilters(filtersForTab(tab, filters, styleIds ?? []));
          else void loadStyleIds().then((ids) => changeFilters(filtersForTab(tab, filters, ids)));
        }}
        onReach={want}
      />
      <ExploreFeed
        list={feed.list}
        loaded={feed.loaded}
        loading={feed.loading}
        ended={feed.ended}
        failure={feed.failure}
        narrowed={isNarrowed(filters)}
        initialScrollTop={feed.scrollTop}
        scrollResetToken={feed.scrollResetToken}
        pendingLikes={pending}
        onOpen={onOpen}
        onLike={onLike}
        onAction={onAction}
        onEndReached={feed.loadMore}
        onRetry={feed.retry}
        onRestored={feed.finishRestoring}
        onLeave={feed.saveScroll}
      />
    </Box>
  );
}
