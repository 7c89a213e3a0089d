import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { readRecipes, saveRecipe } from '@/utils/recipes';
import { RecipeMenu } from './RecipeMenu';

const OWNER = String(DEMO_USER_ID);

/** A generator's form in miniature: a prompt and a template choice. */
function Generator() {
  useGetUserInfoQuery();
  const [prompt, setPrompt] = useState('');
  const [templates, setTemplates] = useState<number[]>([]);
  return (
    <>
      <label>
        Prompt
        <input value={prompt} onChange={(event) => setPrompt(event.target.value)} />
      </label>
      <output aria-label="Templates">{templates.join(',')}</output>
      <button type="button" onClick={() => setTemplates([4])}>
        Choose template 4
      </button>
      <RecipeMenu
        tool="static"
        current={() => ({ prompt, templateIds: templates })}
        onApply={(recipe) => {
          setPrompt(recipe.prompt);
          setTemplates(recipe.templateIds);
        }}
      />
    </>
  );
}

describe('the recipe menu (issue 45 §3)', () => {
  beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

  it('saves the form under a name and applies it again in one click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Generator />);
    await user.type(screen.getByLabelText('Prompt'), 'on white marble');
    await user.click(screen.getByRole('button', { name: 'Choose template 4' }));
    await user.click(screen.getByRole('button', { name: 'Recipes' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Save as recipe' })).toBeEnabled());
    await user.click(screen.getByRole('menuitem', { name: 'Save as recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as recipe' });
    await user.type(within(dialog).getByLabelText('Recipe name'), 'Marble');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(readRecipes(OWNER)).toEqual([
      expect.objectContaining({
        name: 'Marble',
        tool: 'static',
        prompt: 'on white marble',
        templateIds: [4],
      }),
    ]);

    await user.clear(screen.getByLabelText('Prompt'));
    await user.click(screen.getByRole('button', { name: 'Recipes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Apply recipe Marble' }));
    expect(screen.getByLabelText('Prompt')).toHaveValue('on white marble');
    expect(screen.getByLabelText('Templates')).toHaveTextContent('4');
  });

  it('lists only this generator’s recipes, renames and deletes one', async () => {
    saveRecipe(OWNER, 'Marble', 'static', { prompt: 'marble', templateIds: [] });
    saveRecipe(OWNER, 'Beach', 'tryOn', { prompt: 'beach', templateIds: [] });
    const user = userEvent.setup();
    renderWithProviders(<Generator />);
    await user.click(screen.getByRole('button', { name: 'Recipes' }));
    await screen.findByRole('menuitem', { name: 'Apply recipe Marble' });
    expect(screen.queryByRole('menuitem', { name: 'Apply recipe Beach' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Manage recipes…' }));
    const manager = await screen.findByRole('dialog', { name: 'Recipes' });
    await user.click(within(manager).getByRole('button', { name: 'Rename Marble' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Marble' });
    await user.clear(within(rename).getByLabelText('Recipe name'));
    await user.type(within(rename).getByLabelText('Recipe name'), 'White marble');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await within(manager).findByText('White marble');
    await user.click(within(manager).getByRole('button', { name: 'Delete White marble' }));
    await waitFor(() => expect(readRecipes(OWNER).map((r) => r.name)).toEqual(['Beach']));
  });

  it('refuses a malformed file with a clear message and keeps the recipes', async () => {
    saveRecipe(OWNER, 'Marble', 'static', { prompt: 'marble', templateIds: [] });
    const user = userEvent.setup();
    renderWithProviders(<Generator />);
    await user.click(screen.getByRole('button', { name: 'Recipes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage recipes…' }));
    await screen.findByRole('dialog', { name: 'Recipes' });
    const file = new File(['{"recipes": [oops'], 'recipes.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('recipe-import-input'), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a recipe file: it is not valid JSON.',
    );
    expect(readRecipes(OWNER).map((r) => r.name)).toEqual(['Marble']);
  });
});
