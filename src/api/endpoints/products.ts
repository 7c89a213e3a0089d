import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type { ApplyReviewRequest, Product } from '../types';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §4 apply for (apply=true) or cancel (apply=false) the cost assessment. */
    applyReview: build.mutation<Product, ApplyReviewRequest>({
      queryFn: (body) =>
        unwrap(api.POST('/product/applyReview', { body })) as Promise<
          { data: Product } | { error: ApiError }
        >,
      invalidatesTags: (_result, _error, { image_id }) => [
        { type: 'Image', id: image_id },
        { type: 'Product', id: image_id },
      ],
    }),
  }),
});

export const { useApplyReviewMutation } = productsApi;
