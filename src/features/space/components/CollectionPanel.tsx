import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSignedIn } from '@/hooks/useSignedIn';
import { paths } from '@/utils/paths';
import { signinPath } from '@/utils/safeRedirect';
import { useGetCollectionInfiniteQuery } from '../api';
import { GROUP_ITEMS_STEP } from '../constants';
import { dateGroupLabel } from '../dateGroups';
import { groupedRows, type RowGroup } from '../gridRows';
import { useOpenSpaceItem } from '../hooks/useOpenSpaceItem';
import { collectionItem, type SpaceItem } from '../items';
import { SpaceGrid } from './SpaceGrid';
import { SpaceGridSkeleton } from './SpaceGridSkeleton';
import { SpaceNotice } from './SpaceNotice';

const LABEL = 'Collection';

/**
 * The collection (spec 2 §2): date groups, 6 a page, each showing 36 items and 36 more per click. Public:
 * a visitor sees it empty with a sign-in prompt and no call is made (spec 1 §6).
 */
export function CollectionPanel() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const query = useGetCollectionInfiniteQuery(signedIn ? undefined : skipToken);
  const open = useOpenSpaceItem('inspiration');
  const [shown, setShown] = useState<Record<string, number>>({});

  const groups = useMemo(() => {
    const byDate = new Map<string, RowGroup<SpaceItem>>();
    for (const page of query.data?.pages ?? []) {
      for (const group of page.list) {
        const existing = byDate.get(group.date_group);
        const items = group.items.map(collectionItem);
        if (existing) existing.items.push(...items);
        else
          byDate.set(group.date_group, {
            key: group.date_group,
            label: dateGroupLabel(group.date_group),
            items,
          });
      }
    }
    return [...byDate.values()];
  }, [query.data]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const makeRows = useCallback((columns: number) => groupedRows(groups, shown, columns), [groups, shown]);
  const showMore = useCallback(
    (group: string) =>
      setShown((current) => ({
        ...current,
        [group]: (current[group] ?? GROUP_ITEMS_STEP) + GROUP_ITEMS_STEP,
      })),
    [],
  );
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let content;
  if (!signedIn) {
    content = (
      <SpaceNotice
        title="Your collection is empty"
        message="Sign in to keep the images and videos you make in one collection."
        action={
          <Button variant="contained" component={RouterLink} to={signinPath(location.pathname)}>
            Sign in
          </Button>
        }
      />
    );
  } else if (query.isLoading) {
    content = <SpaceGridSkeleton label={LABEL} />;
  } else if (query.isError && items.length === 0) {
    content = (
      <SpaceNotice
        role="alert"
        title="The collection could not be loaded"
        message="Check your connection and try again."
        action={
          <Button variant="contained" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = (
      <SpaceNotice
        title="Your collection is empty"
        message="Marketing images, try-ons and videos you make are collected here, by day."
        action={
          <Button variant="contained" component={RouterLink} to={paths.inspiration()}>
            Go to Inspiration
          </Button>
        }
      />
    );
  } else {
    content = (
      <SpaceGrid
        label={LABEL}
        items={items}
        makeRows={makeRows}
        onOpen={(item) => void open(item)}
        onShowMore={showMore}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadError={query.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    );
  }
  return <Box data-tour="collection-list">{content}</Box>;
}
