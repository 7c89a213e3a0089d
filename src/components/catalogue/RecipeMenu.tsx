import { useId, useState } from 'react';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { RecipeMenuPartsProps, RecipeMenuProps } from './RecipeMenuParts';
import { RecipesButton } from './RecipesButton';

export type { RecipeMenuProps } from './RecipeMenuParts';

// The menu, its dialogs and the recipes store load when the menu first opens (or when the browser is idle): the
// button beside every generator brings only itself.
const RecipeMenuParts = lazyOverlay<RecipeMenuPartsProps>(
  () => import('./RecipeMenuParts').then((m) => ({ default: m.RecipeMenuParts })),
  'RecipeMenuParts',
);

/** The recipe menu of a generator (issue 45 §3), over the signed-in user's recipes kept in this browser. */
export function RecipeMenu(props: RecipeMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RecipesButton menuId={anchor ? menuId : undefined} onOpen={setAnchor} />
      <RecipeMenuParts
        {...props}
        open={Boolean(anchor)}
        menuId={menuId}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
