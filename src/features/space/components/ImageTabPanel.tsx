import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '@/utils/paths';
import { ownImagesOf, useGetOwnImagesInfiniteQuery, type ImageTab } from '../api';
import { flatRows } from '../gridRows';
import { useOpenSpaceItem } from '../hooks/useOpenSpaceItem';
import { useSpaceT, type SpaceKey } from '../i18n';
import { imageItem } from '../items';
import { SpaceGrid } from './SpaceGrid';
import { SpaceGridSkeleton } from './SpaceGridSkeleton';
import { SpaceNotice } from './SpaceNotice';

/** What an empty tab says and where it points (the issue: Inspiration, Explore for likes, the Lab). */
const EMPTY: Record<ImageTab, { title: SpaceKey; message: SpaceKey; to: string; action: SpaceKey }> = {
  creations: {
    title: 'space.empty.creations',
    message: 'space.empty.creationsText',
    to: paths.inspiration(),
    action: 'space.goInspiration',
  },
  likes: {
    title: 'space.empty.likes',
    message: 'space.empty.likesText',
    to: paths.home(),
    action: 'space.browseExplore',
  },
  production: {
    title: 'space.empty.production',
    message: 'space.empty.productionText',
    to: paths.marketingPreSale(),
    action: 'space.openLab',
  },
};

/** Creations, Likes or Production: the user's images, 10 / 10 / 20 a page, opened by production status. */
export function ImageTabPanel({ tab }: { tab: ImageTab }) {
  const t = useSpaceT();
  const label = t(`space.title.${tab}`);
  const query = useGetOwnImagesInfiniteQuery(ownImagesOf(tab));
  const open = useOpenSpaceItem(tab);
  const items = useMemo(
    () =>
      (query.data?.pages ?? []).flatMap((page) =>
        page.list.map((image) => imageItem(image, t, tab === 'production')),
      ),
    [query.data, t, tab],
  );
  const makeRows = useCallback((columns: number) => flatRows(items, columns), [items]);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isLoading) return <SpaceGridSkeleton label={label} />;
  if (query.isError && items.length === 0) {
    return (
      <SpaceNotice
        role="alert"
        title={t('space.listError', { label })}
        message={t('space.checkConnection')}
        action={
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('space.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    const empty = EMPTY[tab];
    return (
      <SpaceNotice
        title={t(empty.title)}
        message={t(empty.message)}
        action={
          <Button variant="contained" component={RouterLink} to={empty.to}>
            {t(empty.action)}
          </Button>
        }
      />
    );
  }
  return (
    <SpaceGrid
      label={label}
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
