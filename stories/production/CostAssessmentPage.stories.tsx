import type { Meta, StoryObj } from '@storybook/react-vite';
import CostAssessmentPage from '@/pages/tools/CostAssessmentPage';
import { IMAGE_ID, SERVER_ERROR, withProduct } from './productStory';
import { held, showsLoading, showsRetry } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Lab/Cost assessment',
  tags: ['autodocs'],
  component: CostAssessmentPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: '2.8 Product details page, route parameter id (cost page)' },
      'The product under cost assessment, then its sampling cost.',
    ),
    route: { path: '/tools/costAssessment/:id', url: `/tools/costAssessment/${IMAGE_ID}` },
  },
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

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const UnderReviewChinese: Story = { ...inChinese(UnderReview), name: 'Under review · 中文' };
