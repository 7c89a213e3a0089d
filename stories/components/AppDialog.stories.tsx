import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';

const meta = {
  title: 'Components/AppDialog',
  component: AppDialog,
  args: { open: true, title: 'Shipping address', onClose: () => undefined },
  parameters: { signedIn: false },
} satisfies Meta<typeof AppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title, a sentence and the ✕ that every dialog has (Escape, Back and the backdrop close it too). */
export const Default: Story = {
  render: (args) => (
    <>
      <AppDialog {...args}>
        <Typography>Ada Lovelace, 12 Market Street, 10115 Berlin, Germany.</Typography>
      </AppDialog>
    </>
  ),
};

/** A form dialog: Cancel and the primary action at the bottom; Enter submits; the backdrop does not close it. */
export const WithActions: Story = {
  args: { title: 'Record tracking', formLabel: 'Tracking' },
  render: (args) => (
    <>
      <AppDialog
        {...args}
        onSubmit={(event) => event.preventDefault()}
        actions={
          <>
            <Button onClick={args.onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save tracking
            </Button>
          </>
        }
      >
        <TextField label="Carrier" fullWidth margin="dense" />
        <TextField label="Tracking number" fullWidth margin="dense" />
      </AppDialog>
    </>
  ),
};

/** On a phone the theme makes it full screen; long content scrolls while the actions stay at the bottom. */
export const LongContentOnPhone: Story = {
  args: { title: 'Terms of Service and Privacy Policy' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <>
      <AppDialog
        {...args}
        // Text only: the scrolling content takes the focus itself, so the keyboard can scroll it.
        contentProps={{ tabIndex: 0 }}
        actions={
          <>
            <Button onClick={args.onClose}>Disagree</Button>
            <Button variant="contained" onClick={args.onClose}>
              Agree
            </Button>
          </>
        }
      >
        {Array.from({ length: 24 }, (_, index) => (
          <Typography key={index} component="p" sx={{ mb: 2 }}>
            {index + 1}. Generated pictures belong to the account that made them; the service keeps them while
            the account exists and removes them within thirty days of its deletion.
          </Typography>
        ))}
      </AppDialog>
    </>
  ),
};
