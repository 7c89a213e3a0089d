import type { Meta, StoryObj } from '@storybook/react-vite';
import { MockGoogleConsentDialog } from '@/features/auth/google/MockGoogleConsentDialog';

const meta = {
  title: 'Shared/Auth/MockGoogleConsentDialog',
  component: MockGoogleConsentDialog,
  args: { open: true, onConsent: () => undefined, onCancel: () => undefined },
  parameters: { signedIn: false },
} satisfies Meta<typeof MockGoogleConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mock mode's stand-in for Google's consent popup (no network). */
export const Open: Story = {
  // The dialog lives in a portal; the line behind it gives the canvas something of its own.
  render: (args) => (
    <>
      <MockGoogleConsentDialog {...args} />
    </>
  ),
};
