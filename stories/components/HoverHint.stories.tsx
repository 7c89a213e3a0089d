import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import { HoverHint } from '@/components/HoverHint';

const meta = {
  title: 'Shared/Components/HoverHint',
  component: HoverHint,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: {
    title: 'Log In',
    placement: 'right',
    children: (
      <IconButton color="primary">
        <LoginOutlinedIcon />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 4 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HoverHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover (after 100 ms) or Tab to the button; Escape or a scroll dismisses the hint. */
export const Right: Story = {};

export const Bottom: Story = { args: { title: 'Sign Up', placement: 'bottom' } };

/** An empty title leaves the button as it is: no hint, no extra name. */
export const EmptyTitle: Story = {
  args: {
    title: '',
    children: (
      <IconButton color="primary" aria-label="Log In">
        <LoginOutlinedIcon />
      </IconButton>
    ),
  },
};
