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
import { RecipeMenuView } from './RecipeMenuView';
import { catalogueT, useCatalogueT } from './i18n';

export interface RecipeMenuProps {
  tool: RecipeTool;
  /** What the generator's form holds now (saved under a name). */
  current: () => RecipeSettings;
  /** Puts a recipe's settings into the generator's form. */
  onApply: (recipe: Recipe) => void;
}

const FILE_NAME = 'recipes.json';

/** The recipe menu of a generator (issue 45 §3), over the signed-in user's recipes kept in this browser. */
export function RecipeMenu({ tool, current, onApply }: RecipeMenuProps) {
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
