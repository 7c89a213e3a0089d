import type { Meta, StoryObj } from '@storybook/react-vite';
import CostAssessmentPage from '@/pages/tools/CostAssessmentPage';
import { IMAGE_ID, SERVER_ERROR, withProduct } from './productStory';
import { held, showsLoading, showsRetry } from '../storyCalls';

const meta = {
  title: 'Screens/Production/CostAssessmentPage',
  component: CostAssessmentPage,
  parameters: { route: { path: '/tools/costAssessment/:id', url: `/tools/costAssessment/${IMAGE_ID}` } },
} satisfies Meta<typeof CostAssessmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** underReview (1): 'Wait for cost assessment', a disabled 'Pending' button and the status modal. */
export const UnderReview: Story = {
  parameters: {
    msw: { handlers: withProduct({ production_status: 1, sampling_cost: 0, sampling_price: 0 }) },
  },
};

/** reviewed (2): the sampling cost; PayPal or card both start the one checkout (address, confirmation, payment). */
export const Reviewed: Story = { parameters: { msw: { handlers: withProduct({ production_status: 2 }) } } };

/**
 * The product is on its way: the page's placeholder. Generate and Deliver show the very same one (every
 * `/tools/<page>/:id` loads through ProductRoute), so this one story stands for the three.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: [held('get', '*/api/product/info')] } },
  play: showsLoading('Loading the product', { busy: false }),
};

/** An id nobody knows. */
export const NotFound: Story = {
  parameters: { route: { path: '/tools/costAssessment/:id', url: '/tools/costAssessment/999999' } },
};

/** The product call fails: an error with Retry (Generate and Deliver show the same one). */
export const LoadError: Story = {
  parameters: { msw: { handlers: SERVER_ERROR('*/api/product/info') } },
  play: showsRetry,
};
