import { baseApi } from '@/api/baseApi';
import { api, unwrap, type SilentOption } from '@/api/http';
import type { GalleryListBody } from './filters';
import type { GalleryImage } from './types';

export interface GalleryPage {
  list: GalleryImage[];
  current: number;
  pageSize: number;
  total: number;
}

const silent: SilentOption = { silent: true };

export const exploreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One Explore page. A mutation, not a query: every page is read once and appended to the list cache
     * in `exploreSlice` (spec 1 §4), so a query cache would only hold a second copy of each page, and
     * `initiate(…, { track: false })` hands back `abort()` so a filter change cancels the old request.
     */
    fetchGalleryPage: build.mutation<GalleryPage, GalleryListBody>({
      // Spec 1 §8: list load errors are only logged (the feed shows its own inline retry), hence silent.
      queryFn: (body, { signal }) => unwrap(api.POST('/global/images', { body, signal, ...silent })),
    }),
  }),
});
