import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { addRecentPrompt, readPromptHistory } from '@/utils/promptHistory';
import { useSignOut } from './useSignOut';

const OWNER = String(DEMO_USER_ID);

describe('sign-out', () => {
  function SignOut() {
    const signOut = useSignOut();
    return (
      <button type="button" onClick={() => void signOut.trigger()}>
        Sign out
      </button>
    );
  }

  it('clears the prompts of the user who signs out, and only theirs', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    addRecentPrompt(OWNER, 'gold ring');
    addRecentPrompt('someone-else', 'silver ring');
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SignOut />);
    // The account is known (the header loads it on every screen).
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getUserInfo' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(`atelier.prompts.${OWNER}`)).toBeNull());
    expect(readPromptHistory('someone-else').recent).toEqual(['silver ring']);
  });
});
