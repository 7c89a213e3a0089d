import { baseApi } from '@/api/baseApi';
import { api, unwrap } from '@/api/http';
import type { AspectRatio, BatchCreated, DescImageRequest } from '@/api/types';

/** One try-on task: the contract's item plus the chosen aspect ratio. */
export type TryOnRequest = DescImageRequest & { ar: AspectRatio };

export const tryOnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 1 §7.1: one try-on is a batch of one description-image task; creation refreshes credits and counts. */
    createTryOn: build.mutation<BatchCreated, TryOnRequest[]>({
      queryFn: (body) => unwrap(api.POST('/image/createDescImages', { body })),
      invalidatesTags: ['Points', 'TaskCount'],
    }),
  }),
});

export const { useCreateTryOnMutation } = tryOnApi;
