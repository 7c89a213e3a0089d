import type { CustomFilter, ExploreTab, GalleryListRequest, SortMode } from '@/api/types';
import { EXPLORE_PAGE_SIZE } from './constants';

export type { ExploreTab };
export type ExploreSort = SortMode;
export type GalleryListBody = GalleryListRequest & { current: number; pageSize: number };

/** Spec 1 §3 "Explore filter form". */
export interface ExploreFilters {
  tabType: ExploreTab;
  sort: ExploreSort;
  category_id: string[];
  prompt: string;
  filter_type?: 0 | 1;
  type?: string | number;
  custom?: CustomFilter;
}

const equals = (field: string, value: number) => ({ field, operator: '=' as const, value });

/** Spec 1 §7.3: (image type 0 AND category filter_type 0) OR (image type 6 AND category filter_type 1). */
export const ALL_TAB_CUSTOM_FILTER: CustomFilter = {
  logic: 'OR',
  conditions: [
    { logic: 'AND', conditions: [equals('type', 0), equals('category.filter_type', 0)] },
    { logic: 'AND', conditions: [equals('type', 6), equals('category.filter_type', 1)] },
  ],
};

export const INITIAL_FILTERS: ExploreFilters = {
  tabType: 'all',
  sort: 'rand',
  category_id: [],
  prompt: '',
  type: '6,0',
  custom: ALL_TAB_CUSTOM_FILTER,
};

/** Spec 1 §4 "Explore tabs": what each tab sets; search text and sort are kept. */
export function filtersForTab(tab: ExploreTab, current: ExploreFilters, styleIds: string[]): ExploreFilters {
  const base = { sort: current.sort, prompt: current.prompt, tabType: tab };
  if (tab === 'styles') return { ...base, type: 6, filter_type: 1, category_id: styleIds };
  if (tab === 'images') return { ...base, filter_type: 0, category_id: [] };
  return { ...base, type: '6,0', category_id: [], custom: ALL_TAB_CUSTOM_FILTER };
}

/**
 * Whether the user narrowed the list: a search, or categories chosen on the All or Images tab (the Styles tab's
 * ids are the tab itself, not a choice).
 */
export function isNarrowed(filters: ExploreFilters): boolean {
  return filters.prompt.trim() !== '' || (filters.tabType !== 'styles' && filters.category_id.length > 0);
}

/** Any level of the category tree (the contract's tree is two levels; the walk does not assume it). */
export interface CategoryLike {
  category_id: number | string;
  children?: readonly CategoryLike[] | null;
}

/** Spec 1 §7.3: every style category id, children included, in tree order. */
export function collectCategoryIds(nodes: readonly CategoryLike[] | null | undefined): string[] {
  const ids: string[] = [];
  const walk = (list: readonly CategoryLike[]) => {
    for (const node of list) {
      ids.push(String(node.category_id));
      if (node.children?.length) walk(node.children);
    }
  };
  walk(nodes ?? []);
  return ids;
}

/** The body of one Explore page request (spec 1 §5, §7.3); empty fields are left out. */
export function buildListBody(
  filters: ExploreFilters,
  current: number,
  pageSize = EXPLORE_PAGE_SIZE,
): GalleryListBody {
  const body: GalleryListBody = { current, pageSize, sort: filters.sort, tabType: filters.tabType };
  const text = filters.prompt.trim();
  if (text) Object.assign(body, { keyword: text, name: text, q: text });
  if (filters.category_id.length) body.category_id = filters.category_id.join(',');
  if (filters.filter_type !== undefined) body.filter_type = filters.filter_type;
  if (filters.type !== undefined) body.type = filters.type;
  if (filters.custom) body.custom = filters.custom;
  return body;
}

/** Spec 1 §4: the feed ends when current * pageSize >= total. */
export function isLastPage(current: number, pageSize: number, total: number): boolean {
  return current * pageSize >= total;
}
