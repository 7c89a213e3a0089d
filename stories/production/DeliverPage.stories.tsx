import type { Meta, StoryObj } from '@storybook/react-vite';
import DeliverPage from '@/pages/tools/DeliverPage';
import { IMAGE_ID, withProduct } from './productStory';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Lab/Delivery',
  tags: ['autodocs'],
  component: DeliverPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: '2.3 Order status page, route parameter id' },
      'The order in production, then dispatched with its tracking.',
    ),
    route: { path: '/tools/deliver/:id', url: `/tools/deliver/${IMAGE_ID}` },
  },
} satisfies Meta<typeof DeliverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * inProduction (3): 'Goods are being produced' on load, the period chart (Design, then Make, then Deliver), the
 * total paid as the order charged it (10 pieces $240.00 + the 10 % fee = $264.00), items, the maker and the note.
 */
export const InProduction: Story = {
  parameters: {
    msw: {
      handlers: withProduct({
        production_status: 3,
        sampling_count: 10,
        sampling_price: 24,
        paid_amount: 264,
        paid_currency: 'USD',
        description: 'Ring size 52, brushed finish.',
      }),
    },
  },
};

/** dispatched (4) after the operator's tracking: carrier and number on the page, the modal says so. */
export const DispatchedWithTracking: Story = {
  parameters: {
    msw: {
      handlers: withProduct({
        production_status: 4,
        sampling_count: 1,
        paid_amount: 26.4,
        paid_currency: 'USD',
        tracking: { carrier: 'DHL', tracking_number: 'JD0001234567' },
      }),
    },
  },
};

/** dispatched (4) with the pre-sale under review. */
export const DispatchedPreSaleUnderReview: Story = {
  parameters: {
    msw: { handlers: withProduct({ production_status: 4, sampling_count: 1, pre_sale_status: 1 }) },
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const InProductionChinese: Story = { ...inChinese(InProduction), name: 'In production · 中文' };
