import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredCollapsed } from './siderStorage';

// Owned by the app shell: side navigation state. Persistence lives in useSiderCollapsed, not here,
// so the reducer stays pure.
export interface ShellState {
  siderCollapsed: boolean;
}

export const shellSlice = createSlice({
  name: 'shell',
  initialState: (): ShellState => ({ siderCollapsed: readStoredCollapsed() }),
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
