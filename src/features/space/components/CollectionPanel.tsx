import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSignedIn } from '@/hooks/useSignedIn';
import { formatRelativeDay } from '@/i18n/relativeDay';
import { paths } from '@/utils/paths';
import { signinPath } from '@/utils/safeRedirect';
import type { Paged } from '@/api/endpoints/ownImages';
import type { InspirationGroup } from '@/api/types';
import { useGetCollectionInfiniteQuery } from '../api';
import { GROUP_ITEMS_STEP, RELATIVE_DATE_MAX_DAYS } from '../constants';
import { groupedRows, type RowGroup } from '../gridRows';
import { useOpenSpaceItem } from '../hooks/useOpenSpaceItem';
import { useSpaceT } from '../i18n';
import { collectionItem, type SpaceItem } from '../items';
import { SpaceGrid } from './SpaceGrid';
import { SpaceGridSkeleton } from './SpaceGridSkeleton';
import { SpaceNotice } from './SpaceNotice';

/** The collection's date groups (a group split over two pages is one), each showing 36 items and 36 more per click. */
function useCollectionRows(data: { pages: Paged<InspirationGroup>[] } | undefined) {
  const t = useSpaceT();
  const [shown, setShown] = useState<Record<string, number>>({});
  const groups = useMemo(() => {
    const byDate = new Map<string, RowGroup<SpaceItem>>();
    for (const page of data?.pages ?? []) {
      for (const group of page.list) {
        const existing = byDate.get(group.date_group);
        const items = group.items.map((item) => collectionItem(item, t));
        if (existing) existing.items.push(...items);
        else
          byDate.set(group.date_group, {
            key: group.date_group,
            label: formatRelativeDay(group.date_group, t.locale, { maxDays: RELATIVE_DATE_MAX_DAYS }),
            items,
          });
      }
    }
    return [...byDate.values()];
  }, [data, t]);
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
  return { items, makeRows, showMore };
}

/** A visitor's collection: empty, with a sign-in prompt that comes back here. */
function VisitorNotice() {
  const t = useSpaceT();
  const location = useLocation();
  return (
    <SpaceNotice
      title={t('space.collectionEmpty')}
      message={t('space.collectionVisitor')}
      action={
        <Button variant="contained" component={RouterLink} to={signinPath(location.pathname)}>
          {t('space.signIn')}
        </Button>
      }
    />
  );
}

/** The collection could not load, with a retry. */
function CollectionError({ onRetry }: { onRetry: () => void }) {
  const t = useSpaceT();
  return (
    <SpaceNotice
      role="alert"
      title={t('space.collectionError')}
      message={t('space.checkConnection')}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('space.retry')}
        </Button>
      }
    />
  );
}

/** Nothing collected yet: the way to Inspiration. */
function CollectionEmpty() {
  const t = useSpaceT();
  return (
    <SpaceNotice
      title={t('space.collectionEmpty')}
      message={t('space.collectionEmptyText')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.inspiration()}>
          {t('space.goInspiration')}
        </Button>
      }
    />
  );
}

/**
 * The collection (spec 2 §2): date groups, 6 a page, each showing 36 items and 36 more per click. Public:
 * a visitor sees it empty with a sign-in prompt and no call is made (spec 1 §6).
 */
export function CollectionPanel() {
  const t = useSpaceT();
  const label = t('space.title.inspiration');
  const signedIn = useSignedIn();
  const query = useGetCollectionInfiniteQuery(signedIn ? undefined : skipToken);
  const open = useOpenSpaceItem('inspiration');
  const { items, makeRows, showMore } = useCollectionRows(query.data);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let content;
  if (!signedIn) {
    content = <VisitorNotice />;
  } else if (query.isLoading) {
    content = <SpaceGridSkeleton label={label} />;
  } else if (query.isError && items.length === 0) {
    content = <CollectionError onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = <CollectionEmpty />;
  } else {
    content = (
      <SpaceGrid
        label={label}
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
