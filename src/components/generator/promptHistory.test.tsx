import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { promptOwner } from '@/utils/promptHistory';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { addRecentPrompt, readPromptHistory, toggleStarredPrompt } from '@/utils/promptHistory';
import { PromptField } from './PromptField';
import { StarPromptButton } from './StarPromptButton';

const OWNER = String(DEMO_USER_ID);

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = React.useState(initial);
  return <PromptField value={value} onChange={setValue} />;
}

describe('the prompt field’s history (issue 29 §4)', () => {
  beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

  it('offers the user’s starred, then recent prompts; one click fills the field', async () => {
    addRecentPrompt(OWNER, 'gold ring on marble');
    addRecentPrompt(OWNER, 'silver necklace on linen');
    toggleStarredPrompt(OWNER, 'pearl earrings in soft light');
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    // The hint's code loads on the first hover (LazyTooltip), which mounts the button afresh: the click goes to it.
    await user.hover(await screen.findByRole('button', { name: 'Recent prompts' }));
    // Its first load compiles MUI's Tooltip and Popper for Jest: seconds on a busy machine (a clean-clone run failed at 1 s).
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Recent prompts');
    await user.click(screen.getByRole('button', { name: 'Recent prompts' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent prompts' });
    const starred = await within(panel).findByRole('list', { name: 'Starred' });
    const recent = within(panel).getByRole('list', { name: 'Recent' });
    expect(within(starred).getByText('pearl earrings in soft light')).toBeInTheDocument();
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recent', 'silver necklace on linen', 'gold ring on marble']);
    await user.click(within(starred).getByText('pearl earrings in soft light'));
    expect(screen.getByLabelText('Prompt')).toHaveValue('pearl earrings in soft light');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('while the account loads, says it is loading, not that there are no prompts', async () => {
    addRecentPrompt(OWNER, 'gold ring on marble');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The account's answer waits; then the request goes on to the mock backend as usual.
    server.use(http.get('*/api/user/info', async () => void (await held)));
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    await user.click(await screen.findByRole('button', { name: 'Recent prompts' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent prompts' });
    expect(within(panel).getByRole('progressbar', { name: 'Loading your prompts' })).toBeInTheDocument();
    expect(within(panel).queryByText(/^The prompts you generate with appear here/)).not.toBeInTheDocument();
    release();
    expect(await within(panel).findByText('gold ring on marble')).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('searches, removes and stars', async () => {
    addRecentPrompt(OWNER, 'gold ring on marble');
    addRecentPrompt(OWNER, 'silver necklace on linen');
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    await user.click(await screen.findByRole('button', { name: 'Recent prompts' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent prompts' });
    await within(panel).findByText('gold ring on marble');
    await user.type(within(panel).getByRole('searchbox', { name: 'Search prompts' }), 'RING');
    expect(within(panel).queryByText('silver necklace on linen')).not.toBeInTheDocument();
    expect(within(panel).getByText('gold ring on marble')).toBeInTheDocument();
    await user.type(within(panel).getByRole('searchbox'), ' emerald');
    expect(within(panel).getByRole('status')).toHaveTextContent('No prompt matches “RING emerald”.');
    await user.clear(within(panel).getByRole('searchbox'));
    await user.click(within(panel).getByRole('button', { name: 'Remove “gold ring on marble”' }));
    expect(within(panel).queryByText('gold ring on marble')).not.toBeInTheDocument();
    expect(readPromptHistory(OWNER).recent).toEqual(['silver necklace on linen']);
    await user.click(within(panel).getByRole('button', { name: 'Star “silver necklace on linen”' }));
    expect(within(panel).getByRole('list', { name: 'Starred' })).toHaveTextContent(
      'silver necklace on linen',
    );
    expect(readPromptHistory(OWNER).starred).toEqual(['silver necklace on linen']);
  });

  it('says what will appear when there is nothing yet, and offers nothing to a visitor', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Field />);
    await user.click(await screen.findByRole('button', { name: 'Recent prompts' }));
    expect(await screen.findByText(/The prompts you generate with appear here/)).toBeInTheDocument();
    unmount();
    document.cookie = 'accessToken=; Path=/; Max-Age=0';
    renderWithProviders(<Field />);
    expect(screen.getByLabelText('Prompt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recent prompts' })).not.toBeInTheDocument();
  });

  it('stars the prompt of a finished record', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StarPromptButton prompt="ruby ring, studio light" />);
    await user.click(await screen.findByRole('button', { name: 'Star prompt' }));
    expect(screen.getByRole('button', { name: 'Unstar prompt' })).toHaveAttribute('aria-pressed', 'true');
    expect(readPromptHistory(OWNER).starred).toEqual(['ruby ring, studio light']);
  });
});

describe('whose prompts', () => {
  it('keys them by account id, else e-mail', () => {
    expect(promptOwner({ user_id: 7, email: 'a@b.c' })).toBe('7');
    expect(promptOwner({ email: 'A@B.c' })).toBe('a@b.c');
    expect(promptOwner(null)).toBeNull();
  });
});
