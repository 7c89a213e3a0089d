import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from '@/utils/toast';

const KINDS = ['success', 'info', 'warning', 'error'] as const;
const MESSAGES: Record<(typeof KINDS)[number], string> = {
  success: 'Generated successfully',
  info: 'Verification code sent, please check your email',
  warning: 'Insufficient points',
  error: 'request fail: 500 - Server busy',
};

/** Raises one toast of each kind; a button per kind raises it again once it has gone. */
function ToastBoard({ showAll }: { showAll: boolean }) {
  useEffect(() => {
    if (showAll) KINDS.forEach((kind) => toast[kind](MESSAGES[kind]));
  }, [showAll]);
  return (
    <Stack direction="row" spacing={1} sx={{ p: 4, pt: 40 }}>
      {KINDS.map((kind) => (
        <Button key={kind} variant="outlined" onClick={() => toast[kind](MESSAGES[kind])}>
          {kind}
        </Button>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Shared/Components/Toasts',
  component: ToastBoard,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: { showAll: true },
} satisfies Meta<typeof ToastBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top centre, at most four, 4 s each (paused while hovered or focused), Close on each. */
export const AllKinds: Story = {};

/** Nothing shown until a button is pressed. */
export const OnDemand: Story = { args: { showAll: false } };
