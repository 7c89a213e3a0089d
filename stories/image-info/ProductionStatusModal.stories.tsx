import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';

const meta = {
  title: 'Shared/Components/ProductionStatusModal',
  component: ProductionStatusModal,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'The product is undergoing cost assessment',
    steps: ['Valuation', 'Pay', 'Make', 'Deliver'],
    activeStep: 0,
    note: "We'll update for status change",
    width: 720,
    onClose: () => undefined,
    secondaryAction: { label: 'Withdraw application', onClick: () => undefined },
  },
} satisfies Meta<typeof ProductionStatusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens over the info page while the product is under review. */
export const UnderReview: Story = {
  render: (args) => (
    <>
      <ProductionStatusModal {...args} />
    </>
  ),
};
