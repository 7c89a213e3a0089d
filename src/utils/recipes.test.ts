import {
  clearRecipes,
  deleteRecipe,
  importRecipes,
  parseRecipesFile,
  readRecipes,
  RecipeFileError,
  recipesFileText,
  recipesKey,
  renameRecipe,
  saveRecipe,
} from './recipes';

const LOOK = { prompt: 'on white marble', templateIds: [3, 7], model: 'flux', ratio: '3:4' };

describe('recipe store (issue 45 §3)', () => {
  it('keeps recipes per user under atelier.recipes.<account>, newest first', () => {
    saveRecipe('1', 'Marble', 'static', LOOK);
    saveRecipe('1', 'Beach', 'tryOn', { prompt: 'beach', templateIds: [] });
    saveRecipe('2', 'Theirs', 'static', LOOK);
    expect(recipesKey('1')).toBe('atelier.recipes.1');
    expect(readRecipes('1').map((r) => r.name)).toEqual(['Beach', 'Marble']);
    expect(readRecipes('2').map((r) => r.name)).toEqual(['Theirs']);
    expect(JSON.parse(localStorage.getItem('atelier.recipes.1') ?? '[]')[1]).toMatchObject({
      name: 'Marble',
      tool: 'static',
      ...LOOK,
    });
  });

  it('keeps nothing for a visitor or a blank name', () => {
    expect(saveRecipe(null, 'Marble', 'static', LOOK)).toBeNull();
    expect(saveRecipe('1', '   ', 'static', LOOK)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('renames and deletes one recipe, leaving the others', () => {
    const marble = saveRecipe('1', 'Marble', 'static', LOOK)!;
    saveRecipe('1', 'Beach', 'static', LOOK);
    renameRecipe('1', marble.id, '  White marble ');
    expect(readRecipes('1').map((r) => r.name)).toEqual(['Beach', 'White marble']);
    deleteRecipe('1', marble.id);
    expect(readRecipes('1').map((r) => r.name)).toEqual(['Beach']);
  });

  it('clears only the account that signs out', () => {
    saveRecipe('1', 'Marble', 'static', LOOK);
    saveRecipe('2', 'Theirs', 'static', LOOK);
    clearRecipes('1');
    expect(localStorage.getItem('atelier.recipes.1')).toBeNull();
    expect(readRecipes('2')).toHaveLength(1);
  });

  it('exports a file another device imports, replacing a recipe with the same id', () => {
    const marble = saveRecipe('1', 'Marble', 'static', LOOK)!;
    const file = recipesFileText(readRecipes('1'));
    saveRecipe('2', 'Theirs', 'static', LOOK);
    expect(importRecipes('2', file)).toBe(1);
    expect(importRecipes('2', file)).toBe(1);
    expect(readRecipes('2').map((r) => r.name)).toEqual(['Marble', 'Theirs']);
    expect(readRecipes('2')[0]).toMatchObject({ id: marble.id, ...LOOK });
  });

  it.each([
    ['not JSON', '{"format": "atelier.recipes", ', 'notJson'],
    ['another JSON file', '{"name": "package", "version": "1.0.0"}', 'notRecipes'],
    [
      'a damaged recipe',
      '{"format":"atelier.recipes","version":1,"recipes":[{"id":"a","name":"x"}]}',
      'notRecipes',
    ],
    ['no recipes', '{"format":"atelier.recipes","version":1,"recipes":[]}', 'empty'],
    ['a huge file', 'x'.repeat(600 * 1024), 'tooBig'],
  ])('refuses %s with a reason, changing nothing', (_name, text, problem) => {
    saveRecipe('1', 'Marble', 'static', LOOK);
    const before = localStorage.getItem('atelier.recipes.1');
    expect(() => importRecipes('1', text)).toThrow(RecipeFileError);
    try {
      parseRecipesFile(text);
    } catch (error) {
      expect((error as RecipeFileError).problem).toBe(problem);
    }
    expect(localStorage.getItem('atelier.recipes.1')).toBe(before);
  });
});
