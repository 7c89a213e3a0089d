import type { Meta, StoryObj } from '@storybook/react-vite';
import DeliverPage from '@/pages/tools/DeliverPage';
import { IMAGE_ID, withProduct } from './productStory';

const meta = {
  title: 'Screens/Production/DeliverPage',
  component: DeliverPage,
  parameters: { route: { path: '/tools/deliver/:id', url: `/tools/deliver/${IMAGE_ID}` } },
} satisfies Meta<typeof DeliverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** inProduction (3): 'Goods are being produced' on load, the period chart, total paid, items and the maker. */
export const InProduction: Story = {
  parameters: {
    msw: { handlers: withProduct({ production_status: 3, sampling_count: 10, sampling_price: 26.4 }) },
  },
};

/** dispatched (4) with the pre-sale under review. */
export const DispatchedPreSaleUnderReview: Story = {
  parameters: {
    msw: { handlers: withProduct({ production_status: 4, sampling_count: 1, pre_sale_status: 1 }) },
  },
};
