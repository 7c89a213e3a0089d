import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { exploreApi } from '../api';
import { EXPLORE_PAGE_SIZE, RETRY_BASE_MS, RETRY_MAX_MS } from '../constants';
import { filtersChanged, pageLoaded, scrollSaved } from '../exploreSlice';
import { insertPinned, toFeedItem } from '../feedItems';
import { buildListBody, isLastPage, type ExploreFilters } from '../filters';

/** Automatic retries of a failed page before only the Retry button is left. */
const AUTO_RETRIES = 3;

export interface FeedFailure {
  current: number;
  attempt: number;
  /** When the next automatic retry runs; null when it waits for the Retry button. */
  retryInMs: number | null;
}

type InFlight = { abort: () => void; requestId: string; filtersKey: string };

const keyOf = (filters: ExploreFilters) => JSON.stringify(filters);

/**
 * Loads Explore pages into the list cache: page 1 on first visit (or nothing when a cached list exists),
 * the next page near the end, a reload on filter changes, an inline retry with backoff on failure.
 */
export function useExploreFeed() {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.explore);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<FeedFailure | null>(null);
  // A cached list is shown again as it was; reloads wait until its scroll position is back (spec 1 §4).
  const [restoring, setRestoring] = useState(() => state.loaded && state.scrollTop > 0);
  const inFlight = useRef<InFlight | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(state);
  latest.current = state;

  const load = useCallback(
    async (filters: ExploreFilters, current: number, attempt = 1) => {
      clearTimeout(retryTimer.current);
      inFlight.current?.abort();
      const request = dispatch(
        exploreApi.endpoints.fetchGalleryPage.initiate(buildListBody(filters, current, EXPLORE_PAGE_SIZE), {
          track: false,
        }),
      );
      const mine: InFlight = {
        abort: request.abort,
        requestId: request.requestId,
        filtersKey: keyOf(filters),
      };
      inFlight.current = mine;
      setLoading(true);
      setFailure(null);
      const result = await request;
      // A newer request (other filters, or a reload) owns the feed now; this answer is stale.
      if (inFlight.current?.requestId !== mine.requestId) return;
      inFlight.current = null;
      setLoading(false);
      if ('error' in result && result.error) {
        console.error('[explore] page load failed', result.error);
        const retryInMs =
          attempt <= AUTO_RETRIES ? Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempt - 1)) : null;
        setFailure({ current, attempt, retryInMs });
        if (retryInMs !== null)
          retryTimer.current = setTimeout(() => void load(filters, current, attempt + 1), retryInMs);
        return;
      }
      const page = result.data!;
      const pageSize = page.pageSize || EXPLORE_PAGE_SIZE;
      const pageCurrent = page.current || current;
      dispatch(
        pageLoaded({
          current: pageCurrent,
          pageSize,
          total: page.total,
          items: insertPinned(page.list ?? []).map(toFeedItem),
          ended: isLastPage(pageCurrent, pageSize, page.total) || (page.list ?? []).length === 0,
        }),
      );
    },
    [dispatch],
  );

  // First visit: page 1. A cached list is restored instead, without a request.
  useEffect(() => {
    if (!latest.current.loaded) void load(latest.current.filters, 1);
    const timer = retryTimer;
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [load]);

  const loadMore = useCallback(() => {
    const { loaded, ended, filters, nextCurrent } = latest.current;
    if (!loaded || ended || inFlight.current || restoring || failure) return;
    void load(filters, nextCurrent);
  }, [load, restoring, failure]);

  /**
   * Spec 1 §4: a reload is ignored while restoring, and while a request for the same filters is running.
   * New filters are never dropped: the request for the old ones is aborted instead (issue 3).
   */
  const changeFilters = useCallback(
    (next: ExploreFilters) => {
      if (restoring) return false;
      if (inFlight.current && inFlight.current.filtersKey === keyOf(next)) return false;
      dispatch(filtersChanged(next));
      void load(next, 1);
      return true;
    },
    [dispatch, load, restoring],
  );

  const retry = useCallback(() => {
    if (!failure) return;
    void load(latest.current.filters, failure.current, failure.attempt + 1);
  }, [failure, load]);

  const saveScroll = useCallback((top: number) => dispatch(scrollSaved(top)), [dispatch]);

  return {
    ...state,
    loading,
    failure,
    restoring,
    finishRestoring: useCallback(() => setRestoring(false), []),
    loadMore,
    changeFilters,
    retry,
    saveScroll,
  };
}
