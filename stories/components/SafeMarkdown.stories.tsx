import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { SafeMarkdown } from '@/components/SafeMarkdown';

const meta = {
  title: 'Shared/Components/SafeMarkdown',
  component: SafeMarkdown,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 640 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SafeMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Description: Story = {
  args: {
    children:
      '**Silver bracelet**\n\nA hand-finished piece. [Care guide](/terms) · [Maker](https://example.com)\n\n- Material: 925 silver\n- Style: Minimal',
  },
};

/** Hostile input: links are emptied, raw HTML is shown as text, nothing runs. */
export const Hostile: Story = {
  args: {
    children:
      '[click me](javascript:alert(1)) <img src=x onerror="alert(1)"> <script>alert(1)</script>\n\n![x](data:image/svg+xml,<svg onload=alert(1)>)',
  },
};
