import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './http';

/** Every cache tag of the app, in one list so invalidation stays explainable. */
export const TAG_TYPES = [
  'User',
  'Points',
  'Function',
  'TaskCount',
  'History',
  'Record',
  'Batch',
  'Image',
  'Gallery',
  'Likes',
  'Creations',
  'Inspiration',
  'Product',
  'Order',
  'Plan',
  'Category',
  'Template',
  'VideoModel',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** Spec 1 §9: cache default 5 minutes. */
export const KEEP_UNUSED_DATA_SECONDS = 300;

/**
 * One RTK Query API for the whole app. Endpoints are injected per feature (`features/<x>/api.ts`);
 * each `queryFn` calls the typed openapi-fetch client through `unwrap()` from `./http`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
