import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NARROW_WINDOW_QUERY } from './constants';
import { readStoredCollapsed } from './siderStorage';

// Owned by the app shell: side navigation state. Persistence lives in useSiderCollapsed, not here,
// so the reducer stays pure.
export interface ShellState {
  siderCollapsed: boolean;
}

// Starting collapsed on a narrow window avoids a 240 px flash before the auto-collapse runs.
const startsNarrow = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW_WINDOW_QUERY).matches);

/**
 * The shell as a page drawn ahead of time has it (src/app/prerender.tsx): no stored choice and no window, so not
 * collapsed. The app hydrates such a page with this state, then takes the window's and the stored choice.
 */
export const DRAWN_AHEAD_SHELL: ShellState = { siderCollapsed: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState: (): ShellState => ({ siderCollapsed: readStoredCollapsed() || startsNarrow() }),
  reducers: {
    setSiderCollapsed(state, action: PayloadAction<boolean>) {
      state.siderCollapsed = action.payload;
    },
  },
  selectors: {
    selectSiderCollapsed: (state) => state.siderCollapsed,
  },
});

export const { setSiderCollapsed } = shellSlice.actions;
export const { selectSiderCollapsed } = shellSlice.selectors;
