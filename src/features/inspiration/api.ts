import { baseApi } from '@/api/baseApi';
import { api, unwrap, type ApiError } from '@/api/http';
import type { CategoryNode, CreatedRecord, ImageGenerationRequest } from '@/api/types';

/** The form shows its own message (credits, validation); the global toast stays away. */
const SILENT: object = { silent: true };

type Result<T> = Promise<{ data: T } | { error: ApiError }>;

export const inspirationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §7 category list: parents with their children and attributes. */
    getGenerationCategories: build.query<CategoryNode[], void>({
      // Product categories only (filter_type 0); style and model categories are not generated here.
      queryFn: () =>
        unwrap(api.GET('/global/category', { params: { query: { filter_type: 0 } } })) as Result<
          CategoryNode[]
        >,
      providesTags: [{ type: 'Category', id: 'TREE' }],
    }),
    /** Spec 2 §7 create generation; debits credits, so credits, counts and history refresh. */
    createImageGeneration: build.mutation<CreatedRecord, ImageGenerationRequest>({
      queryFn: (body) =>
        unwrap(api.POST('/action/imageGeneration', { body, ...SILENT })) as Result<CreatedRecord>,
      invalidatesTags: (_result, error) => (error ? [] : ['History', 'Points', 'TaskCount']),
    }),
  }),
});

export const { useGetGenerationCategoriesQuery, useCreateImageGenerationMutation } = inspirationApi;
