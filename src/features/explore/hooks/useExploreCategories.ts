import { useMemo } from 'react';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import { collectCategoryIds } from '../filters';
import type { CategoryNode } from '../types';

const NO_CATEGORIES: CategoryNode[] = [];

/** Spec 1 §7.3: the tree for the panel, and every style category id (filter_type=1) for the Styles tab. */
export function useExploreCategories() {
  const { data: tree = NO_CATEGORIES } = useGetCategoryTreeQuery();
  const { data: styles = NO_CATEGORIES } = useGetCategoryTreeQuery({ filter_type: 1 });
  const styleIds = useMemo(() => collectCategoryIds(styles), [styles]);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    type Named = { category_id: number; name: string; children?: readonly Named[] };
    const walk = (nodes: readonly Named[]) =>
      nodes.forEach((node) => {
        map.set(String(node.category_id), node.name);
        if (node.children) walk(node.children);
      });
    walk(tree);
    walk(styles);
    return map;
  }, [tree, styles]);
  return { tree, styleIds, names };
}
