import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type { CategoryNode, PromptTemplate } from '../types';

export interface CategoryTreeArgs {
  /** 0: product categories (generation forms), 1: style categories (Explore's Styles tab); none: all. */
  filter_type?: 0 | 1;
}

/** Spec 1 §7.3 / spec 2 §7: the category tree, parents with their children and attributes. */
export interface CategoryPromptsArgs {
  category_id?: number;
  /** 0: image templates, 1: video animation effects (spec 3 §3 category type). */
  type: 0 | 1;
  /** 0: product show (Static), 1: sense show (Try-On). */
  show_type?: 0 | 1;
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<CategoryNode[], CategoryTreeArgs | void>({
      queryFn: (arg) =>
        unwrap(
          api.GET('/global/category', { params: { query: arg?.filter_type === undefined ? {} : arg } }),
        ) as Promise<{ data: CategoryNode[] } | { error: ApiError }>,
      providesTags: [{ type: 'Category', id: 'TREE' }],
    }),
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

export const { useGetCategoryTreeQuery, useGetCategoryPromptsQuery } = catalogApi;
