import { createSlice } from '@reduxjs/toolkit';

// Owned by the task engine (issue 4): local pending tasks per scope.
export interface TasksState {
  pending: Record<string, unknown[]>;
}

const initialState: TasksState = { pending: {} };

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {},
});
