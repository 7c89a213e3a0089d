import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsAgreementDialog } from '@/components/TermsAgreementDialog';

const meta = {
  title: 'Shared/Shell/TermsAgreementDialog',
  component: TermsAgreementDialog,
  args: { open: true, onAgree: () => undefined, onDisagree: () => undefined },
  parameters: { signedIn: false },
} satisfies Meta<typeof TermsAgreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown to visitors who click Create items, Collection or Lab. */
export const Open: Story = {
  // The dialog lives in a portal; the line behind it gives the canvas something of its own.
  render: (args) => (
    <>
      <TermsAgreementDialog {...args} />
    </>
  ),
};
