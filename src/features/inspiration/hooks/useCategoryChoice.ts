import { useMemo, useState } from 'react';
import type { CategoryChild, CategoryNode } from '@/api/types';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';

/** Generation forms offer product categories only (filter_type 0); style categories are Explore's. */
const PRODUCT_CATEGORIES = { filter_type: 0 } as const;

/** Spec 2 §2: parent category, then its child (required); the child's attributes feed the rows. */
export function useCategoryChoice(initialChildId: number | null) {
  const { data: categories = [], isLoading } = useGetCategoryTreeQuery(PRODUCT_CATEGORIES);
  const [chosenParent, setChosenParent] = useState<number | null>(null);
  const [childId, setChildId] = useState<number | null>(initialChildId);

  // A prefilled child picks its parent once the tree is there.
  const parentId =
    chosenParent ??
    categories.find((node) => node.children.some((child) => child.category_id === childId))?.category_id ??
    null;
  const parent: CategoryNode | undefined = categories.find((node) => node.category_id === parentId);
  const child: CategoryChild | undefined = useMemo(
    () => parent?.children.find((candidate) => candidate.category_id === childId),
    [parent, childId],
  );

  const chooseParent = (id: number) => {
    setChosenParent(id);
    setChildId(null);
  };

  return {
    categories,
    isLoading,
    parentId,
    childId: child ? childId : null,
    child,
    chooseParent,
    chooseChild: setChildId,
  };
}
