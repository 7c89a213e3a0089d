import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { languageContentMiddleware } from '@/api/languageContent';
import { config } from '@/config/env';
import { exploreSlice } from '@/features/explore';
import { tasksSlice } from '@/features/tasks';
import { shellSlice } from '@/features/shell';

/**
 * Slices whose code loads with a lazy chunk (the onboarding tour) inject themselves into this reducer
 * (`slice.injectInto(rootReducer)`) and declare their state here by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  exploreSlice,
  tasksSlice,
  shellSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK's development checks (immutability, serializability) time themselves and warn when slow: on a busy
    // machine they only add noise and minutes to the tests, which run the same reducers in the browser and Storybook.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: !config.isTest, serializableCheck: !config.isTest }).concat(
        baseApi.middleware,
        languageContentMiddleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
