import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type { PromptTemplate } from '../types';

export interface CategoryPromptsArgs {
  category_id?: number;
  /** 0: image templates, 1: video animation effects (spec 3 §3 category type). */
  type: 0 | 1;
  /** 0: product show (Static), 1: sense show (Try-On). */
  show_type?: 0 | 1;
}

/** Kept apart from the category tree so creation-only code stays out of the first page's JS. */
export const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 3 §7 `GET /category/promptList`: marketing template groups and video animation effects. */
    getCategoryPrompts: build.query<PromptTemplate[], CategoryPromptsArgs>({
      queryFn: (query) =>
        unwrap(api.GET('/category/promptList', { params: { query } })) as Promise<
          { data: PromptTemplate[] } | { error: ApiError }
        >,
      providesTags: [{ type: 'Category', id: 'PROMPTS' }],
    }),
  }),
});

export const { useGetCategoryPromptsQuery } = promptsApi;
