import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { CategoryName, PromptListPage, PromptTemplate } from '../types';
import { CATEGORY_LIST, templateTags } from './tags';

export interface PromptTemplatesArgs {
  current: number;
  /** Spec 3 §9: 50, 100 or 1000. */
  pageSize: number;
  /** A style category by name (e.g. Model-Street); none: every style template. */
  category_name?: string;
}

/** Prompt templates of the style (fashion) categories and their names (spec 3 §2.6, §7). */
export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 3 §7 "List prompt templates (paged)": `GET /global/promptList`. */
    getPromptTemplates: build.query<PromptListPage, PromptTemplatesArgs>({
      queryFn: (query) => unwrap(api.GET('/global/promptList', { params: { query }, silent: true })),
      providesTags: (page) => templateTags(page?.list),
    }),
    /** Spec 3 §7 "Categories with filter_type=1": `GET /category/getNames`. */
    getCategoryNames: build.query<CategoryName[], { filter_type?: 0 | 1 }>({
      queryFn: (query) => unwrap(api.GET('/category/getNames', { params: { query }, silent: true })),
      providesTags: [CATEGORY_LIST],
    }),
    /**
     * Spec 1 §7.1 model prompts: every style category's templates (the fashion factory reads its
     * template here, the admin's outfit templates list them).
     */
    getModelTemplates: build.query<PromptTemplate[], void>({
      queryFn: () => unwrap(api.GET('/global/getModelsPromptList', { silent: true })),
      providesTags: (templates) => templateTags(templates),
    }),
  }),
});

export const { useGetPromptTemplatesQuery, useGetCategoryNamesQuery, useGetModelTemplatesQuery } =
  templatesApi;
