import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PromptField } from '@/components/generator/PromptField';
import { StarPromptButton } from '@/components/generator/StarPromptButton';
import { clearPromptHistory, promptHistoryKey } from '@/utils/promptHistory';
import { DEMO_USER_ID } from '@mocks/db/seed';

const OWNER = String(DEMO_USER_ID);
const RECENT = [
  'Gold ring with an emerald on white marble, soft daylight',
  'Silver chain necklace on natural linen, top view',
  'Model wearing the red silk dress in a sunny street, full body',
  'Pearl earrings close-up on a dark velvet cushion',
];
const STARRED = ['Product on pure white background, soft shadow, 45° angle'];

/** The demo account's prompts, as a few generations would have left them in this browser. */
const seed = (recent: string[], starred: string[]) => () => {
  localStorage.setItem(promptHistoryKey(OWNER), JSON.stringify({ recent, starred }));
  return () => clearPromptHistory(OWNER);
};

function Field() {
  const [value, setValue] = useState('');
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, p: 2 }}>
      <PromptField value={value} onChange={setValue} />
    </Stack>
  );
}

const meta: Meta = {
  title: 'Components/PromptHistory',
  render: () => <Field />,
  beforeEach: seed(RECENT, STARRED),
};
export default meta;
type Story = StoryObj;

/** The field of a signed-in user: the history button sits in its corner. */
export const Closed: Story = {};

/** Opened: starred first, then the recent ones, newest first; a click fills the field. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Recent prompts' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent prompts' });
    await expect(await within(panel).findByRole('list', { name: 'Starred' })).toHaveTextContent(STARRED[0]);
  },
};

/** Narrowed by the search, with nothing matching. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Recent prompts' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent prompts' });
    // The lists come with the panel's chunk (a spinner meanwhile; slow on a busy machine): search once they are in.
    await within(panel).findByRole('list', { name: 'Starred' }, { timeout: 5000 });
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search prompts' }), 'sapphire');
    await expect(await within(panel).findByRole('status')).toHaveTextContent('No prompt matches “sapphire”.');
  },
};

/** A first visit: nothing generated yet. */
export const Empty: Story = {
  beforeEach: seed([], []),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Recent prompts' }));
    const hint = await screen.findByText(/The prompts you generate with appear here/);
    // The popover fades in on the story's clock: visible once its transition has run.
    await waitFor(() => expect(hint).toBeVisible());
  },
};

/** A visitor: no history is kept, the field has no button. */
export const Visitor: Story = { parameters: { signedIn: false } };

/** The star on a finished record's prompt. */
export const StarOnARecord: Story = {
  render: () => (
    <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
      <Typography variant="body2">{RECENT[0]}</Typography>
      <StarPromptButton prompt={RECENT[0]} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Star prompt' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Unstar prompt' })).toBeInTheDocument();
  },
};
