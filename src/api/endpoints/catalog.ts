import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { CategoryNode } from '../types';
import { CATEGORY_LIST } from './tags';

export interface CategoryTreeArgs {
  /** 0: product categories (generation forms), 1: style categories (Explore's Styles tab); none: all. */
  filter_type?: 0 | 1;
}

/**
 * Spec 1 §7.3 / spec 2 §7: the category tree, parents with their children and attributes. Silent: the
 * pickers and Explore's panel say it failed where the categories would be, with a retry.
 */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<CategoryNode[], CategoryTreeArgs | void>({
      queryFn: (arg) =>
        unwrap(
          api.GET('/global/category', {
            params: { query: arg?.filter_type === undefined ? {} : arg },
            silent: true,
          }),
        ),
      providesTags: [CATEGORY_LIST],
    }),
  }),
});

export const { useGetCategoryTreeQuery } = catalogApi;
