import { useCallback } from 'react';
import { useRecipes } from '@/hooks/useRecipes';
import { saveBlob } from '@/utils/download/browser';
import {
  RecipeFileError,
  recipesFileText,
  type Recipe,
  type RecipeSettings,
  type RecipeTool,
} from '@/utils/recipes';
import { toast } from '@/utils/toast';
import { RecipeMenuView, type RecipeMenuViewProps } from './RecipeMenuView';
import { catalogueT, useCatalogueT } from './i18n';

export interface RecipeMenuProps {
  tool: RecipeTool;
  /** What the generator's form holds now (saved under a name). */
  current: () => RecipeSettings;
  /** Puts a recipe's settings into the generator's form. */
  onApply: (recipe: Recipe) => void;
}

export type RecipeMenuPartsProps = RecipeMenuProps &
  Pick<RecipeMenuViewProps, 'menuId' | 'anchorEl' | 'onClose'> & {
    open: boolean;
  };

const FILE_NAME = 'recipes.json';

/**
 * RecipeMenu's menu and dialogs over the signed-in user's recipes kept in this browser: its own chunk, fetched
 * when the menu first opens (or when the browser is idle).
 */
export function RecipeMenuParts({ tool, current, onApply, menuId, anchorEl, onClose }: RecipeMenuPartsProps) {
  const t = useCatalogueT();
  const store = useRecipes(tool);
  const importFile = useCallback(
    async (file: File) => {
      try {
        const count = store.importText(await file.text());
        toast.success(catalogueT('cat.recipes.imported', { count }));
        return undefined;
      } catch (error) {
        const problem = error instanceof RecipeFileError ? error.problem : 'notJson';
        return catalogueT(`cat.recipes.file.${problem}`);
      }
    },
    [store],
  );
  return (
    <RecipeMenuView
      menuId={menuId}
      anchorEl={anchorEl}
      onClose={onClose}
      recipes={store.recipes}
      signedIn={store.owner !== null}
      onSave={(name) => {
        const saved = store.save(name, current());
        if (saved) toast.success(t('cat.recipes.saved', { name: saved.name }));
      }}
      onApply={(recipe) => {
        onApply(recipe);
        toast.success(t('cat.recipes.applied', { name: recipe.name }));
      }}
      onRename={store.rename}
      onDelete={(recipe) => {
        store.remove(recipe.id);
        toast.success(t('cat.recipes.deleted', { name: recipe.name }));
      }}
      onExport={() =>
        saveBlob(new Blob([recipesFileText(store.all)], { type: 'application/json' }), FILE_NAME)
      }
      onImport={importFile}
    />
  );
}
