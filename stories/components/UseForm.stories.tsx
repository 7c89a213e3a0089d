import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type FormRules } from '@/hooks/useForm';
import { fill, submit } from '../auth/formPlay';

interface Contact {
  name: string;
  email: string;
}

const RULES: FormRules<Contact> = {
  name: (value) => (value.trim() ? undefined : 'Please enter your name'),
  email: (value) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'Please enter a valid email address',
};

type Outcome = 'succeed' | 'hang' | 'fail';

/** A two-field form on `useForm`; `outcome` decides what its submit does. */
function ContactForm({ outcome }: { outcome: Outcome }) {
  const form = useForm({
    initial: { name: '', email: '' },
    rules: RULES,
    failureMessage: 'Could not save your contact details',
    onSubmit: () =>
      outcome === 'hang'
        ? new Promise(() => undefined)
        : outcome === 'fail'
          ? Promise.reject({ message: 'This e-mail address already has an account' })
          : undefined,
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Contact details"
      sx={{ p: 3, maxWidth: 420 }}
    >
      {form.submitError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {form.submitError}
        </Alert>
      )}
      <TextField {...form.field('name')} label="Name" required fullWidth margin="dense" />
      <TextField
        {...form.field('email', { hint: 'We send the receipt here.' })}
        label="Email"
        type="email"
        required
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="contained" loading={form.submitting} sx={{ mt: 1 }}>
        Save
      </Button>
    </Box>
  );
}

const meta = {
  title: 'Components/useForm',
  component: ContactForm,
  args: { outcome: 'succeed' },
  parameters: { signedIn: false },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = (root: HTMLElement) => {
  fill(root, 'name', 'Ada Lovelace');
  fill(root, 'email', 'ada@example.com');
};

/** Nothing typed, nothing said: errors wait for a blur or a submit. */
export const Pristine: Story = {};

/** Submitted empty: every error shows and focus goes to the first invalid field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** In flight: the button shows it and a second submit is ignored. */
export const Submitting: Story = {
  args: { outcome: 'hang' },
  play: async ({ canvasElement }) => {
    fillValid(canvasElement);
    submit(canvasElement);
  },
};

/** The server refused: its reason above the form, every value kept. */
export const Failed: Story = {
  args: { outcome: 'fail' },
  play: async ({ canvasElement }) => {
    fillValid(canvasElement);
    submit(canvasElement);
  },
};
