import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';

/** The API layer alone: its cache and middleware, no feature slices (api sits below features and app). */
export const makeApiStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    // As the app's store in tests (src/app/store.ts): RTK's development checks time themselves and warn when slow,
    // which a busy machine turns into a failing test.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(baseApi.middleware),
  });
