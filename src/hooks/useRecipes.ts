import { useCallback, useSyncExternalStore } from 'react';
import {
  deleteRecipe,
  importRecipes,
  readRecipes,
  renameRecipe,
  saveRecipe,
  subscribeRecipes,
  type Recipe,
  type RecipeSettings,
  type RecipeTool,
} from '@/utils/recipes';
import { usePromptOwner } from './usePromptOwner';

const NONE: readonly Recipe[] = [];

/** The signed-in user's recipes of one generator (issue 45 §3), kept in this browser; a visitor has none. */
export function useRecipes(tool: RecipeTool) {
  const owner = usePromptOwner();
  const all = useSyncExternalStore(
    subscribeRecipes,
    () => readRecipes(owner),
    () => NONE,
  );
  const recipes = all.filter((recipe) => recipe.tool === tool);
  const save = useCallback(
    (name: string, settings: RecipeSettings) => saveRecipe(owner, name, tool, settings),
    [owner, tool],
  );
  const rename = useCallback((id: string, name: string) => renameRecipe(owner, id, name), [owner]);
  const remove = useCallback((id: string) => deleteRecipe(owner, id), [owner]);
  /** Throws a RecipeFileError for a file that is not a recipe file. */
  const importText = useCallback((text: string) => importRecipes(owner, text), [owner]);
  return { owner, all, recipes, save, rename, remove, importText };
}
