import { baseApi } from '@/api/baseApi';
import { api, unwrap, type ApiError } from '@/api/http';
import type { ApplyReviewRequest, BatchCreated, DescImageRequest, Product } from '@/api/types';

/** These calls report their own outcome (credits, 'Mission submission failed.'). */
const SILENT: object = { silent: true };

type Result<T> = Promise<{ data: T } | { error: ApiError }>;

export const imageInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §7 vary/upscale: a list of one item; costs credits, so credits, counts and history refresh. */
    createVariation: build.mutation<BatchCreated, DescImageRequest>({
      queryFn: (item) =>
        unwrap(api.POST('/image/createDescImages', { body: [item], ...SILENT })) as Result<BatchCreated>,
      invalidatesTags: (_result, error) => (error ? [] : ['History', 'Points', 'TaskCount']),
    }),
    /** Spec 2 §4 apply for (apply=true) or cancel (apply=false) the cost assessment. */
    applyReview: build.mutation<Product, ApplyReviewRequest>({
      queryFn: (body) => unwrap(api.POST('/product/applyReview', { body })) as Result<Product>,
      invalidatesTags: (_result, _error, { image_id }) => [
        { type: 'Image', id: image_id },
        { type: 'Product', id: image_id },
      ],
    }),
  }),
});

export const { useCreateVariationMutation, useApplyReviewMutation } = imageInfoApi;
