import { createSelector } from '@reduxjs/toolkit';
import type { useAppDispatch } from '@/app/hooks';
import { exploreApi, isLastFeedPage, type ExploreFeedArg, type GalleryPage } from './api';
import { EXPLORE_PAGE_SIZE } from './constants';
import type { ExploreState } from './exploreSlice';
import { appendUnique, toFeedItem, type FeedItem } from './feedItems';

type AppDispatch = ReturnType<typeof useAppDispatch>;
const feedEndpoint = exploreApi.endpoints.getExploreFeed;
type ApiRoot = Parameters<ReturnType<typeof feedEndpoint.select>>[0];
/** The part of the store the feed reads: the slice (filters, list id, scroll) and the query cache. */
export type FeedRoot = ApiRoot & { explore: ExploreState };

/** The cached list that shows the current filters. */
export const selectFeedArg = createSelector(
  [(root: FeedRoot) => root.explore.filters, (root: FeedRoot) => root.explore.listId],
  (filters, listId): ExploreFeedArg => ({ filters, listId }),
);

// One cache selector per list (RTK builds a new memoized selector on every `select(arg)` call).
const entrySelectors = new WeakMap<ExploreFeedArg, ReturnType<typeof feedEndpoint.select>>();
function selectEntry(root: FeedRoot) {
  const arg = selectFeedArg(root);
  let select = entrySelectors.get(arg);
  if (!select) entrySelectors.set(arg, (select = feedEndpoint.select(arg)));
  return select(root);
}

// Cards are derived once per cached page: a page the cache did not change keeps its cards (and the memoised
// FeedCards do not re-render); a page a like changed gets new ones.
const pageCards = new WeakMap<GalleryPage, FeedItem[]>();
function cardsOf(page: GalleryPage) {
  let cards = pageCards.get(page);
  if (!cards) pageCards.set(page, (cards = page.list.map(toFeedItem)));
  return cards;
}

// The flat list of a cached list, per pages array: a return to Explore gets the very same array back.
const lists = new WeakMap<readonly GalleryPage[], FeedItem[]>();
const EMPTY: FeedItem[] = [];
function listOf(pages: readonly GalleryPage[] | undefined) {
  if (!pages) return EMPTY;
  let list = lists.get(pages);
  // Random order can repeat an item across pages; the first one stays.
  if (!list) lists.set(pages, (list = appendUnique([], pages.flatMap(cardsOf))));
  return list;
}

export interface ExploreFeedState {
  arg: ExploreFeedArg;
  list: FeedItem[];
  /** True once page 1 of the current list has arrived: a list (even empty) is cached. */
  loaded: boolean;
  ended: boolean;
  /** The page the next load asks for. */
  nextCurrent: number;
  pageSize: number;
  total: number;
}

/**
 * Explore's list as the feed shows it, derived from the RTK Query cache (the slice holds none of it). It
 * depends on the cached pages only, so a request starting or failing does not re-render the feed.
 */
export const selectExploreFeed = createSelector(
  [selectFeedArg, (root: FeedRoot) => selectEntry(root).data],
  (arg, data): ExploreFeedState => {
    const pages = data?.pages;
    const last = pages?.at(-1);
    return {
      arg,
      list: listOf(pages),
      loaded: pages !== undefined,
      ended: last ? isLastFeedPage(last) : false,
      nextCurrent: last ? last.current + 1 : 1,
      pageSize: last?.pageSize ?? EXPLORE_PAGE_SIZE,
      total: last?.total ?? 0,
    };
  },
);

/** Page loads never refresh a list on focus or reconnect: a random feed would reshuffle under the user. */
const NO_REFRESH = { refetchOnFocus: false, refetchOnReconnect: false } as const;

// The list each store keeps: subscribed from its first load until the filters change, whether or not
// Explore is on screen, so a return restores it without a request (spec 1 §4).
const held = new WeakMap<AppDispatch, () => void>();

/**
 * Keeps `arg`'s list in the cache and lets go of the one held before, which RTK Query then drops
 * (`keepUnusedDataFor: 0`) with its running request aborted. Starts page 1 when the list is not cached.
 * Subscribes afresh on every call (the new subscription before the old one ends), so a list survives
 * `resetApiState` (sign-in, sign-out), which ends every subscription.
 */
export function holdFeedList(dispatch: AppDispatch, arg: ExploreFeedArg) {
  const previous = held.get(dispatch);
  const request = dispatch(feedEndpoint.initiate(arg, { subscriptionOptions: NO_REFRESH }));
  held.set(dispatch, request.unsubscribe);
  previous?.();
}

/**
 * Starts page 1 of the current list before the app has rendered (the page opened on Explore): the request runs
 * while React renders instead of after. Explore's own first load then joins it (RTK Query runs one request per
 * list) and takes over the subscription.
 */
export function startFeedEarly(dispatch: AppDispatch, root: FeedRoot) {
  if (selectEntry(root).data) return;
  const arg = selectFeedArg(root);
  holdFeedList(dispatch, arg);
}

/** Page 1 of `arg`'s list, or the next page; resolves with the cache entry once the request settled. */
export function loadFeedPage(dispatch: AppDispatch, arg: ExploreFeedArg, next: boolean) {
  return dispatch(
    feedEndpoint.initiate(arg, next ? { direction: 'forward', subscribe: false } : { subscribe: false }),
  );
}

/** Aborts the running request of `arg`'s list, if any. */
export function abortFeedLoad(dispatch: AppDispatch, arg: ExploreFeedArg) {
  dispatch(exploreApi.util.getRunningQueryThunk('getExploreFeed', arg))?.abort();
}
