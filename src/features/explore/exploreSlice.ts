import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_FILTERS, type ExploreFilters } from './filters';

/**
 * What Explore remembers besides the server's pages (spec 1 §4 "Cache restore"): the filters (tab, sort,
 * categories, search), which list of them is shown and where the user was in it. The pages themselves
 * live only in the RTK Query cache (`getExploreFeed`, read through `feedCache.ts`).
 */
export interface ExploreState {
  filters: ExploreFilters;
  /** Which cached list shows the filters: bumped on every reload, so the new list starts from page 1. */
  listId: number;
  scrollTop: number;
  /** Bumped by `resetScroll` so a mounted feed also jumps to the top. */
  scrollResetToken: number;
}

const initialState: ExploreState = {
  filters: INITIAL_FILTERS,
  listId: 0,
  scrollTop: 0,
  scrollResetToken: 0,
};

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    /** The logo: back to the top of the gallery. */
    resetScroll(state) {
      state.scrollTop = 0;
      state.scrollResetToken += 1;
    },
    /** A tab, sort, category or search change: a new list from page 1, at the top (spec 1 §4). */
    filtersChanged(state, action: PayloadAction<ExploreFilters>) {
      state.filters = action.payload;
      state.listId += 1;
      state.scrollTop = 0;
    },
    scrollSaved(state, action: PayloadAction<number>) {
      state.scrollTop = action.payload;
    },
  },
});

export const { resetScroll, filtersChanged, scrollSaved } = exploreSlice.actions;
