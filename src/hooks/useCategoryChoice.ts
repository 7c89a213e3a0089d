import { useMemo, useState } from 'react';
import type { CategoryChild, CategoryNode } from '@/api/types';
import { useGetCategoryTreeQuery, type CategoryTreeArgs } from '@/api/endpoints/catalog';

/** Generation forms offer product categories (filter_type 0) by default; style categories are Explore's. */
const PRODUCT_CATEGORIES: CategoryTreeArgs = { filter_type: 0 };
const NO_CATEGORIES: CategoryNode[] = [];

/** A child held elsewhere (a `useForm` value), so the form validates and keeps it. */
export interface ChildControl {
  childId: number | null;
  onChild: (id: number | null) => void;
}

/**
 * Spec 2 §2 / spec 3 §5: parent category, then its child (required, both numbers); the child's
 * attributes feed the attribute rows. A prefilled child picks its parent once the tree is there. The
 * child lives here unless `control` holds it.
 */
export function useCategoryChoice(
  initialChildId: number | null,
  tree: CategoryTreeArgs = PRODUCT_CATEGORIES,
  control?: ChildControl,
) {
  const { data: categories = NO_CATEGORIES, isLoading, isError, refetch } = useGetCategoryTreeQuery(tree);
  const [chosenParent, setChosenParent] = useState<number | null>(null);
  const [ownChild, setOwnChild] = useState<number | null>(initialChildId);
  const childId = control ? control.childId : ownChild;
  const setChildId = control ? control.onChild : setOwnChild;

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
    isError,
    refetch,
    parentId,
    childId: child ? childId : null,
    child,
    chooseParent,
    chooseChild: setChildId,
  };
}
