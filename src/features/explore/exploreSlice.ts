import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { sharedApi } from '@/api/endpoints';
import { EXPLORE_PAGE_SIZE } from './constants';
import { appendUnique, type FeedItem } from './feedItems';
import { INITIAL_FILTERS, type ExploreFilters } from './filters';

/**
 * The Explore list cache (spec 1 §4 "Cache restore"): the accumulated feed is UI state, kept here so a
 * return to `/` shows the same list at the same scroll position without a request. Each page comes from
 * RTK Query (`fetchGalleryPage`), which does not keep the pages itself.
 */
export interface ExploreState {
  list: FeedItem[];
  filters: ExploreFilters;
  /** The page the next load asks for. */
  nextCurrent: number;
  pageSize: number;
  total: number;
  ended: boolean;
  /** True once page 1 of the current filters has arrived: a list (even empty) is cached. */
  loaded: boolean;
  scrollTop: number;
  /** Bumped by `resetScroll` so a mounted feed also jumps to the top. */
  scrollResetToken: number;
}

const initialState: ExploreState = {
  list: [],
  filters: INITIAL_FILTERS,
  nextCurrent: 1,
  pageSize: EXPLORE_PAGE_SIZE,
  total: 0,
  ended: false,
  loaded: false,
  scrollTop: 0,
  scrollResetToken: 0,
};

export interface PageLoaded {
  current: number;
  pageSize: number;
  total: number;
  items: FeedItem[];
  ended: boolean;
}

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    /** The logo: back to the top of the gallery. */
    resetScroll(state) {
      state.scrollTop = 0;
      state.scrollResetToken += 1;
    },
    /** A tab, sort, category or search change: the list restarts from page 1 (spec 1 §4). */
    filtersChanged(state, action: PayloadAction<ExploreFilters>) {
      state.filters = action.payload;
      state.list = [];
      state.nextCurrent = 1;
      state.total = 0;
      state.ended = false;
      state.loaded = false;
      state.scrollTop = 0;
    },
    pageLoaded(state, action: PayloadAction<PageLoaded>) {
      const { current, pageSize, total, items, ended } = action.payload;
      // Read from the base state, not the draft: walking the draft would wrap every cached card (2,000 after
      // a long scroll) in a proxy on each page that arrives.
      state.list = appendUnique(current === 1 ? [] : (original(state.list) ?? []), items);
      state.nextCurrent = current + 1;
      state.pageSize = pageSize;
      state.total = total;
      state.ended = ended;
      state.loaded = true;
    },
    scrollSaved(state, action: PayloadAction<number>) {
      state.scrollTop = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Spec 1 §4: a like changes the cached card only once the server confirmed it, wherever it was made
    // (a card here or the detail page), so a return to Explore shows the current state.
    builder.addMatcher(sharedApi.endpoints.setLike.matchFulfilled, (state, action) => {
      const { image_id, isLike, likeNum } = action.payload;
      const item = state.list.find((entry) => entry.key === String(image_id));
      if (!item) return;
      item.image.isLike = isLike;
      item.image.likeNum = likeNum;
    });
  },
});

export const { resetScroll, filtersChanged, pageLoaded, scrollSaved } = exploreSlice.actions;
