import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  NotificationSettings,
  NotificationSettingsDialog,
  NOTIFY_TEXT,
} from '@/components/NotificationSettings';
import {
  DEFAULT_NOTIFY_SETTINGS,
  notifySettingsPreference,
  type NotifySettings,
} from '@/hooks/useNotifySettings';
import type { SystemPermission } from '@/hooks/systemPermission';

interface Args {
  settings: NotifySettings;
  permission: SystemPermission;
  /** What the browser answers when asked. */
  answer: NotificationPermission;
  dialog: boolean;
}

/** The settings as stored in this browser, the browser's permission as given (no real prompt in a story). */
function Board({ settings, permission, answer, dialog }: Args) {
  const [ready] = useState(() => {
    notifySettingsPreference.write(settings);
    return true;
  });
  const [open, setOpen] = useState(true);
  const props = { permission, requestPermission: async () => answer };
  if (!ready) return null;
  if (!dialog) return <NotificationSettings {...props} />;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Notifications</Button>
      <NotificationSettingsDialog open={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}

const meta = {
  title: 'Shared/Components/NotificationSettings',
  component: Board,
  args: { settings: DEFAULT_NOTIFY_SETTINGS, permission: 'default', answer: 'granted', dialog: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As first opened from the user menu: the counts and the in-app message on, system notifications off. */
export const Defaults: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: NOTIFY_TEXT.title });
    await expect(within(dialog).getByRole('switch', { name: /Count in the tab title/ })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: /System notification/ })).not.toBeChecked();
  },
};

/** The switch asks the browser from the click; allowed, it turns on. */
export const SystemAllowed: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: NOTIFY_TEXT.title });
    const system = within(dialog).getByRole('switch', { name: /System notification/ });
    await userEvent.click(system);
    await expect(system).toBeChecked();
  },
};

/** The browser blocks them: the switch stays off and says how to allow them. */
export const SystemBlocked: Story = {
  args: { permission: 'denied', answer: 'denied' },
  play: async () => {
    await expect(await screen.findByText(NOTIFY_TEXT.denied)).toBeInTheDocument();
  },
};

/** Quiet: only the counts; the message and the system notification are held off. */
export const Quiet: Story = {
  args: { settings: { ...DEFAULT_NOTIFY_SETTINGS, quiet: true, system: true }, permission: 'granted' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: NOTIFY_TEXT.title });
    await expect(within(dialog).getByRole('switch', { name: /Message in the app/ })).toBeDisabled();
  },
};

/** The panel on its own (as it could sit in the personal space). */
export const Panel: Story = {
  args: { dialog: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: /Badge on the tab icon/ })).toBeChecked();
  },
};
