import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { catalogApi, useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import { useFirstScreenPending } from '@/hooks/useFirstScreenPending';
import { collectCategoryIds } from '../filters';
import type { CategoryNode } from '../types';

const NO_CATEGORIES: CategoryNode[] = [];
const STYLES = { filter_type: 1 } as const;

/**
 * Spec 1 §7.3: the tree for the panel, and every style category id (filter_type=1) for the Styles tab. While the
 * feed's first screen loads they wait (the connection is the pictures'), unless the user reaches for the top bar
 * (`want`); the Styles tab waits for its ids when they have not arrived (`loadStyleIds`).
 */
export function useExploreCategories() {
  const dispatch = useAppDispatch();
  const firstScreenPending = useFirstScreenPending();
  const [wanted, setWanted] = useState(false);
  const skip = firstScreenPending && !wanted;
  const {
    data: tree = NO_CATEGORIES,
    isError: treeFailed,
    refetch: refetchTree,
  } = useGetCategoryTreeQuery(undefined, { skip });
  const { data: styles } = useGetCategoryTreeQuery(STYLES, { skip });
  // null until the style tree has arrived (an empty tree is a real answer: no style categories).
  const styleIds = useMemo(() => (styles ? collectCategoryIds(styles) : null), [styles]);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    type Named = { category_id: number; name: string; children?: readonly Named[] };
    const walk = (nodes: readonly Named[]) =>
      nodes.forEach((node) => {
        map.set(String(node.category_id), node.name);
        if (node.children) walk(node.children);
      });
    walk(tree);
    walk(styles ?? NO_CATEGORIES);
    return map;
  }, [tree, styles]);
  const want = useCallback(() => setWanted(true), []);
  /** The style ids, fetched first when they have not arrived yet (none when that fails, as before). */
  const loadStyleIds = useCallback(async () => {
    if (styleIds) return styleIds;
    setWanted(true);
    const request = dispatch(catalogApi.endpoints.getCategoryTree.initiate(STYLES, { subscribe: false }));
    const { data } = await request;
    return collectCategoryIds(data);
  }, [dispatch, styleIds]);
  /** Set when the tree could not be loaded: the panel says so and offers this retry. */
  const retryTree = treeFailed ? () => void refetchTree() : undefined;
  return { tree, names, styleIds, want, loadStyleIds, retryTree };
}
