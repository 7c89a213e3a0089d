/**
 * Recipes (issue 45 §3): what worked on one product — prompt, template(s), model, ratio, effect — saved under a
 * name and applied to the next one. Kept per user in this browser only, under `atelier.recipes.<account>` (named
 * in the privacy policy), cleared when that user signs out, exported and imported as a small JSON file. Pure
 * functions over storage; `useRecipes` (src/hooks) is the React side.
 */

import { userApi } from '@/api/endpoints/user';
import { promptOwner } from './promptHistory';
import { storedListReader } from './storedList';

export const RECIPES_KEY_PREFIX = 'atelier.recipes.';
export const RECIPES_LIMIT = 100;
export const RECIPE_NAME_MAX = 60;
/** What an exported file says it is, so an import can tell it from any other JSON. */
export const RECIPES_FILE_FORMAT = 'atelier.recipes';
export const RECIPES_FILE_VERSION = 1;
/** A recipe file is a few KB; anything far larger is not one. */
export const RECIPES_FILE_MAX_BYTES = 512 * 1024;

/** The generators a recipe comes from; a menu lists the recipes of its own generator. */
export type RecipeTool = 'static' | 'tryOn' | 'modeling' | 'inspiration' | 'video';
export const RECIPE_TOOLS: readonly RecipeTool[] = ['static', 'tryOn', 'modeling', 'inspiration', 'video'];

/** What a generator's form holds that a recipe repeats. */
export interface RecipeSettings {
  prompt: string;
  /** Template (prompt) ids chosen. */
  templateIds: number[];
  model?: string;
  /** Aspect ratio ('3:4'). */
  ratio?: string;
  /** Video effect, Try-On background. */
  effect?: string;
}

export interface Recipe extends RecipeSettings {
  id: string;
  name: string;
  tool: RecipeTool;
  /** ISO time it was saved. */
  savedAt: string;
}

const CHANGE_EVENT = 'app:recipes-change';

export const recipesKey = (owner: string) => `${RECIPES_KEY_PREFIX}${owner}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** One stored or imported entry, or null when it is not a recipe. */
function recipeOf(value: unknown): Recipe | null {
  if (!isObject(value)) return null;
  const { id, name, tool, prompt, templateIds, savedAt } = value;
  if (typeof id !== 'string' || !id || typeof name !== 'string' || !name.trim()) return null;
  if (!RECIPE_TOOLS.includes(tool as RecipeTool) || typeof prompt !== 'string') return null;
  if (!Array.isArray(templateIds) || !templateIds.every((x) => Number.isInteger(x))) return null;
  return {
    id,
    name: name.trim().slice(0, RECIPE_NAME_MAX),
    tool: tool as RecipeTool,
    prompt,
    templateIds: templateIds as number[],
    model: optionalString(value.model),
    ratio: optionalString(value.ratio),
    effect: optionalString(value.effect),
    savedAt: typeof savedAt === 'string' ? savedAt : new Date(0).toISOString(),
  };
}

const readList = storedListReader<Recipe>((parsed) =>
  parsed.map(recipeOf).filter((r): r is Recipe => r !== null),
);

export const readRecipes = (owner: string | null): readonly Recipe[] =>
  readList(owner ? recipesKey(owner) : null);

function write(owner: string, next: readonly Recipe[]): void {
  try {
    window.localStorage.setItem(recipesKey(owner), JSON.stringify(next.slice(0, RECIPES_LIMIT)));
  } catch {
    // Storage full or refused: nothing is kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Saves the settings under a name (newest first); returns the recipe, or null for a visitor or a blank name. */
export function saveRecipe(
  owner: string | null,
  name: string,
  tool: RecipeTool,
  settings: RecipeSettings,
): Recipe | null {
  const trimmed = name.trim().slice(0, RECIPE_NAME_MAX);
  if (!owner || !trimmed) return null;
  const recipe: Recipe = {
    id: newId(),
    name: trimmed,
    tool,
    prompt: settings.prompt,
    templateIds: [...settings.templateIds],
    model: settings.model,
    ratio: settings.ratio,
    effect: settings.effect,
    savedAt: new Date().toISOString(),
  };
  write(owner, [recipe, ...readRecipes(owner)]);
  return recipe;
}

export function renameRecipe(owner: string | null, id: string, name: string): void {
  const trimmed = name.trim().slice(0, RECIPE_NAME_MAX);
  if (!owner || !trimmed) return;
  write(
    owner,
    readRecipes(owner).map((recipe) => (recipe.id === id ? { ...recipe, name: trimmed } : recipe)),
  );
}

export function deleteRecipe(owner: string | null, id: string): void {
  if (!owner) return;
  write(
    owner,
    readRecipes(owner).filter((recipe) => recipe.id !== id),
  );
}

/** Sign-out of that user: their recipes do not stay in the browser. */
export function clearRecipes(owner: string | null): void {
  if (!owner) return;
  try {
    window.localStorage.removeItem(recipesKey(owner));
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeRecipes(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The export file's text: what it is, its version and the recipes. */
export function recipesFileText(recipes: readonly Recipe[]): string {
  return JSON.stringify({ format: RECIPES_FILE_FORMAT, version: RECIPES_FILE_VERSION, recipes }, null, 2);
}

/** Why a file was refused; the menu words each in the user's language. */
export type RecipeFileProblem = 'tooBig' | 'notJson' | 'notRecipes' | 'empty';

export class RecipeFileError extends Error {
  constructor(readonly problem: RecipeFileProblem) {
    super(`Recipe file refused: ${problem}`);
    this.name = 'RecipeFileError';
  }
}

/** The recipes a file holds, or a RecipeFileError saying why it is not a recipe file. */
export function parseRecipesFile(text: string): Recipe[] {
  if (text.length > RECIPES_FILE_MAX_BYTES) throw new RecipeFileError('tooBig');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RecipeFileError('notJson');
  }
  if (!isObject(parsed) || parsed.format !== RECIPES_FILE_FORMAT || !Array.isArray(parsed.recipes))
    throw new RecipeFileError('notRecipes');
  const recipes = parsed.recipes.map(recipeOf);
  // One damaged entry means the file was edited by hand or cut short: refuse it whole rather than half.
  if (recipes.some((recipe) => recipe === null)) throw new RecipeFileError('notRecipes');
  if (recipes.length === 0) throw new RecipeFileError('empty');
  return recipes as Recipe[];
}

/** Adds a file's recipes to the user's (one with the same id is replaced); returns how many came in. */
export function importRecipes(owner: string | null, text: string): number {
  if (!owner) return 0;
  const incoming = parseRecipesFile(text);
  const ids = new Set(incoming.map((recipe) => recipe.id));
  write(owner, [...incoming, ...readRecipes(owner).filter((recipe) => !ids.has(recipe.id))]);
  return incoming.length;
}

type StoreState = Parameters<ReturnType<typeof userApi.endpoints.getUserInfo.select>>[0];
const selectUser = userApi.endpoints.getUserInfo.select();

/** Sign-out, before the cache is reset: the signed-in account's recipes go with the session. */
export const forgetRecipes = () => (_dispatch: unknown, getState: () => StoreState) =>
  clearRecipes(promptOwner(selectUser(getState()).data));
