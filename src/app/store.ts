import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { exploreSlice } from '@/features/explore/exploreSlice';
import { tasksSlice } from '@/features/tasks/tasksSlice';
import { shellSlice } from '@/features/shell/shellSlice';
import { tourSlice } from '@/features/tour/tourSlice';

export const rootReducer = combineSlices(baseApi, exploreSlice, tasksSlice, shellSlice, tourSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
