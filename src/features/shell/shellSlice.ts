import { createSlice } from '@reduxjs/toolkit';

// Owned by the app shell (issue 3): side navigation and dialogs.
export interface ShellState {
  siderCollapsed: boolean;
}

const initialState: ShellState = { siderCollapsed: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {},
});
