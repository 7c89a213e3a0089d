import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ExploreFeedArg } from '../api';
import { RETRY_BASE_MS, RETRY_MAX_MS } from '../constants';
import { filtersChanged, scrollSaved } from '../exploreSlice';
import { abortFeedLoad, holdFeedList, loadFeedPage, selectExploreFeed } from '../feedCache';
import type { ExploreFilters } from '../filters';

/** Automatic retries of a failed page before only the Retry button is left. */
const AUTO_RETRIES = 3;

export interface FeedFailure {
  current: number;
  attempt: number;
  /** When the next automatic retry runs; null when it waits for the Retry button. */
  retryInMs: number | null;
}

type InFlight = { requestId: string; arg: ExploreFeedArg; filtersKey: string };

const keyOf = (filters: ExploreFilters) => JSON.stringify(filters);

const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Explore's list, kept in the RTK Query cache (`getExploreFeed`): page 1 on first visit (nothing when the
 * list is cached), the next page near the end, a new list on filter changes (the old request aborted), an
 * inline retry with backoff on failure.
 */
export function useExploreFeed() {
  const dispatch = useAppDispatch();
  const { filters, scrollTop, scrollResetToken } = useAppSelector((root) => root.explore);
  const feed = useAppSelector(selectExploreFeed);
  // This hook's request, as before the pages moved to the cache: settling it also re-renders with the
  // cache's latest state whatever the store's batching of RTK Query actions did.
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<FeedFailure | null>(null);
  // A cached list is shown again as it was; reloads wait until its scroll position is back (spec 1 §4).
  // A list that is not cached (first visit, or the cache was reset at sign-in) starts at the top.
  const [initialScrollTop] = useState(() => (feed.loaded ? scrollTop : 0));
  const [restoring, setRestoring] = useState(() => initialScrollTop > 0);
  const inFlight = useRef<InFlight | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(feed);
  latest.current = feed;

  const load = useCallback(
    async (arg: ExploreFeedArg, next: boolean, attempt = 1) => {
      clearTimeout(retryTimer.current);
      const current = next ? latest.current.nextCurrent : 1;
      const request = loadFeedPage(dispatch, arg, next);
      const mine: InFlight = { requestId: request.requestId, arg, filtersKey: keyOf(arg.filters) };
      inFlight.current = mine;
      setLoading(true);
      setFailure(null);
      const result = await request;
      // A newer request (other filters, or a reload) owns the feed now; this answer is stale.
      if (inFlight.current?.requestId !== mine.requestId) return;
      inFlight.current = null;
      setLoading(false);
      if (!result.isError) return;
      // Aborted while still ours: the request this one joined was cancelled under it (StrictMode's
      // unmount-remount aborts page 1 and the remount joins it before it settles). Not a failure: ask again.
      if (isAbortError(result.error)) return void load(arg, next, attempt);
      console.error('[explore] page load failed', result.error);
      const retryInMs =
        attempt <= AUTO_RETRIES ? Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempt - 1)) : null;
      setFailure({ current, attempt, retryInMs });
      if (retryInMs !== null)
        retryTimer.current = setTimeout(() => void load(arg, next, attempt + 1), retryInMs);
    },
    [dispatch],
  );

  // First visit: page 1. A cached list is restored instead, without a request.
  useEffect(() => {
    const { arg, loaded } = latest.current;
    holdFeedList(dispatch, arg);
    if (!loaded) void load(arg, false);
    const timer = retryTimer;
    return () => {
      clearTimeout(timer.current);
      if (inFlight.current) abortFeedLoad(dispatch, inFlight.current.arg);
      inFlight.current = null;
    };
  }, [dispatch, load]);

  const loadMore = useCallback(() => {
    const { arg, loaded, ended } = latest.current;
    if (!loaded || ended || inFlight.current || restoring || failure) return;
    void load(arg, true);
  }, [load, restoring, failure]);

  /**
   * Spec 1 §4: a reload is ignored while restoring, and while a request for the same filters is running.
   * New filters are never dropped: the request for the old ones is aborted instead (issue 3).
   */
  const changeFilters = useCallback(
    (next: ExploreFilters) => {
      if (restoring) return false;
      if (inFlight.current && inFlight.current.filtersKey === keyOf(next)) return false;
      const previous = latest.current.arg;
      const arg: ExploreFeedArg = { filters: next, listId: previous.listId + 1 };
      abortFeedLoad(dispatch, previous);
      dispatch(filtersChanged(next));
      holdFeedList(dispatch, arg);
      void load(arg, false);
      return true;
    },
    [dispatch, load, restoring],
  );

  const retry = useCallback(() => {
    if (!failure) return;
    void load(latest.current.arg, latest.current.loaded, failure.attempt + 1);
  }, [failure, load]);

  const saveScroll = useCallback((top: number) => dispatch(scrollSaved(top)), [dispatch]);

  return {
    ...feed,
    filters,
    scrollTop: initialScrollTop,
    scrollResetToken,
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
