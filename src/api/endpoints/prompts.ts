import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { CategoryPromptQuery, PromptTemplate } from '../types';
import { templateTags } from './tags';

/**
 * `category_id`; `type` 0 image templates, 1 video animation effects (spec 3 §3 category type);
 * `show_type` 0 product show (Static), 1 sense show (Try-On). All optional (the admin lists a category's
 * every template).
 */
export type CategoryPromptsArgs = CategoryPromptQuery;

/** Kept apart from the category tree so creation-only code stays out of the first page's JS. */
export const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec 3 §7 `GET /category/promptList`: marketing template groups, video animation effects and the
     * admin's templates of a category. Silent: each screen shows its own error with a retry.
     */
    getCategoryPrompts: build.query<PromptTemplate[], CategoryPromptsArgs>({
      queryFn: (query) => unwrap(api.GET('/category/promptList', { params: { query }, silent: true })),
      providesTags: (templates) => templateTags(templates),
    }),
  }),
});

export const { useGetCategoryPromptsQuery } = promptsApi;
