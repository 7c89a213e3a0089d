import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';

/** The API layer alone: its cache and middleware, no feature slices (api sits below features and app). */
export const makeApiStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
