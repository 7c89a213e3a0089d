import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type { CategoryNode } from '../types';

export interface CategoryTreeArgs {
  /** 0: product categories (generation forms), 1: style categories (Explore's Styles tab); none: all. */
  filter_type?: 0 | 1;
}

/** Spec 1 §7.3 / spec 2 §7: the category tree, parents with their children and attributes. */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<CategoryNode[], CategoryTreeArgs | void>({
      queryFn: (arg) =>
        unwrap(
          api.GET('/global/category', { params: { query: arg?.filter_type === undefined ? {} : arg } }),
        ) as Promise<{ data: CategoryNode[] } | { error: ApiError }>,
      providesTags: [{ type: 'Category', id: 'TREE' }],
    }),
  }),
});

export const { useGetCategoryTreeQuery } = catalogApi;
