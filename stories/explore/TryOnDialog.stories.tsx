import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TryOnDialog } from '@/features/try-on/components/TryOnDialog';
import type { TryOnModel } from '@/features/try-on/hooks/useTryOnSubmit';

// A seeded style image of the mock backend (a category with filter_type 1).
const MODEL: TryOnModel = { image_id: 1007, prompt_id: 508 };

/** Opens on load, like a click on a style card; the button opens it again after closing. */
function TryOnDemo({ model }: { model: TryOnModel }) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 3 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Try On
      </Button>
      <TryOnDialog model={open ? model : null} onClose={() => setOpen(false)} />
    </Box>
  );
}

const meta = {
  title: 'Shared/Explore/TryOnDialog',
  component: TryOnDemo,
  args: { model: MODEL },
  parameters: { signedIn: true },
} satisfies Meta<typeof TryOnDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
