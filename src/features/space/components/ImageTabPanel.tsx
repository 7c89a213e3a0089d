import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '@/utils/paths';
import { ownImagesOf, useGetOwnImagesInfiniteQuery, type ImageTab } from '../api';
import { flatRows } from '../gridRows';
import { useOpenSpaceItem } from '../hooks/useOpenSpaceItem';
import { imageItem } from '../items';
import { SpaceGrid } from './SpaceGrid';
import { SpaceGridSkeleton } from './SpaceGridSkeleton';
import { SpaceNotice } from './SpaceNotice';

/** What an empty tab says and where it points (the issue: Inspiration, Explore for likes, the Lab). */
const EMPTY: Record<ImageTab, { title: string; message: string; to: string; action: string }> = {
  creations: {
    title: 'No creations yet',
    message: 'Images you generate appear here. Start from a prompt or a reference picture.',
    to: paths.inspiration(),
    action: 'Go to Inspiration',
  },
  likes: {
    title: 'No likes yet',
    message: 'Like images in Explore and they are collected here.',
    to: paths.home(),
    action: 'Browse Explore',
  },
  production: {
    title: 'Nothing in production yet',
    message: 'Designs you send to cost assessment, production or pre-sale appear here.',
    to: paths.marketingPreSale(),
    action: 'Open the Lab',
  },
};

const LABELS: Record<ImageTab, string> = {
  creations: 'My creations',
  likes: 'My likes',
  production: 'Production',
};

/** Creations, Likes or Production: the user's images, 10 / 10 / 20 a page, opened by production status. */
export function ImageTabPanel({ tab }: { tab: ImageTab }) {
  const query = useGetOwnImagesInfiniteQuery(ownImagesOf(tab));
  const open = useOpenSpaceItem(tab);
  const items = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.list.map(imageItem)),
    [query.data],
  );
  const makeRows = useCallback((columns: number) => flatRows(items, columns), [items]);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isLoading) return <SpaceGridSkeleton label={LABELS[tab]} />;
  if (query.isError && items.length === 0) {
    return (
      <SpaceNotice
        role="alert"
        title={`${LABELS[tab]} could not be loaded`}
        message="Check your connection and try again."
        action={
          <Button variant="contained" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    const empty = EMPTY[tab];
    return (
      <SpaceNotice
        title={empty.title}
        message={empty.message}
        action={
          <Button variant="contained" component={RouterLink} to={empty.to}>
            {empty.action}
          </Button>
        }
      />
    );
  }
  return (
    <SpaceGrid
      label={LABELS[tab]}
      items={items}
      makeRows={makeRows}
      onOpen={(item) => void open(item)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadError={query.isFetchNextPageError}
      onLoadMore={loadMore}
    />
  );
}
