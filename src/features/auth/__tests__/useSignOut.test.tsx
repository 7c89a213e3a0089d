import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { useSignedIn } from '@/hooks/useSignedIn';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { addRecentPrompt, readPromptHistory } from '@/utils/promptHistory';
import { readRecipes, saveRecipe } from '@/utils/recipes';
import { useSignOut } from '../hooks/useSignOut';

const OWNER = String(DEMO_USER_ID);

describe('sign-out', () => {
  /** The account menu: the header has loaded the account it names (and, as the header, asks nothing once signed out). */
  function SignOut() {
    const account = useGetUserInfoQuery(undefined, { skip: !useSignedIn() });
    const signOut = useSignOut(() => 'Logout failed');
    return (
      <button type="button" disabled={!account.data} onClick={() => void signOut.trigger()}>
        Sign out
      </button>
    );
  }

  it('clears the prompts of the user who signs out, and only theirs', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    addRecentPrompt(OWNER, 'gold ring');
    addRecentPrompt('someone-else', 'silver ring');
    const user = userEvent.setup();
    renderWithProviders(<SignOut />);
    const button = screen.getByRole('button', { name: 'Sign out' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(localStorage.getItem(`atelier.prompts.${OWNER}`)).toBeNull());
    expect(readPromptHistory('someone-else').recent).toEqual(['silver ring']);
  });

  it('clears the recipes of the user who signs out, and only theirs (issue 45 §3)', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    saveRecipe(OWNER, 'Marble', 'static', { prompt: 'marble', templateIds: [1] });
    saveRecipe('someone-else', 'Beach', 'static', { prompt: 'beach', templateIds: [] });
    const user = userEvent.setup();
    renderWithProviders(<SignOut />);
    const button = screen.getByRole('button', { name: 'Sign out' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(localStorage.getItem(`atelier.recipes.${OWNER}`)).toBeNull());
    expect(readRecipes('someone-else').map((recipe) => recipe.name)).toEqual(['Beach']);
  });
});
