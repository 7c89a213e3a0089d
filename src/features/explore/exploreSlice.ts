import { createSlice } from '@reduxjs/toolkit';

// Owned by the Explore feature (issue 3); filters and the cached feed position live here.
export interface ExploreState {
  scrollTop: number;
}

const initialState: ExploreState = { scrollTop: 0 };

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    resetScroll(state) {
      state.scrollTop = 0;
    },
  },
});

export const { resetScroll } = exploreSlice.actions;
