import { useState } from 'react';
import type { RecipeManagerProps } from './RecipeManager';
import { RecipeMenuList } from './RecipeMenuList';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { Recipe } from '@/utils/recipes';
import type { RecipeNameDialogProps } from './RecipeNameDialog';
import { useCatalogueT } from './i18n';

// Renaming, deleting, export and import are used now and then: their dialog is its own chunk.
const RecipeManager = lazyOverlay<RecipeManagerProps>(
  () => import('./RecipeManager').then((m) => ({ default: m.RecipeManager })),
  'RecipeManager',
);
// Naming a new recipe too: its field (MUI's TextField, which brings Select and its Menu) loads when it opens.
const RecipeNameDialog = lazyOverlay<RecipeNameDialogProps>(
  () => import('./RecipeNameDialog').then((m) => ({ default: m.RecipeNameDialog })),
  'RecipeNameDialog',
);

export interface RecipeMenuViewProps extends Pick<
  RecipeManagerProps,
  'onRename' | 'onDelete' | 'onExport' | 'onImport' | 'initialRenaming'
> {
  /** The menu's id (the button's aria-controls) and the button it opens from, null while closed. */
  menuId: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  recipes: readonly Recipe[];
  /** A visitor can apply nothing and save nothing (recipes are kept per account). */
  signedIn: boolean;
  onSave: (name: string) => void;
  onApply: (recipe: Recipe) => void;
  /** A story's state: the manager open at first. */
  initialManagerOpen?: boolean;
}

/**
 * The recipe menu beside a generator (issue 45 §3), opened from its button (RecipesButton): 'Save as recipe', the
 * recipes (one click applies one) and 'Manage recipes…' (rename, delete, export, import).
 */
export function RecipeMenuView({
  menuId,
  anchorEl,
  onClose,
  recipes,
  signedIn,
  onSave,
  onApply,
  initialManagerOpen = false,
  ...manager
}: RecipeMenuViewProps) {
  const t = useCatalogueT();
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(initialManagerOpen);

  return (
    <>
      <RecipeMenuList
        id={menuId}
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={onClose}
        recipes={recipes}
        signedIn={signedIn}
        onSave={() => setSaving(true)}
        onApply={onApply}
        onManage={() => setManaging(true)}
      />
      {saving && (
        <RecipeNameDialog
          open
          title={t('cat.recipes.saveTitle')}
          action={t('cat.recipes.saveAction')}
          onSubmit={onSave}
          onClose={() => setSaving(false)}
        />
      )}
      <RecipeManager open={managing} onClose={() => setManaging(false)} recipes={recipes} {...manager} />
    </>
  );
}
