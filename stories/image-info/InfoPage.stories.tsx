import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import InfoPage from '@/pages/tools/InfoPage';
import { compareModePreference } from '@/components/compare/useCompareMode';
import { waitForElement } from '../production/productStory';
import { withProductionStatus } from './productionStatus';
import { held, showsLoading } from '../storyCalls';
import { inChinese, screen } from '../screen';

/** A seeded creation of the demo user (a generation record with a prompt and attributes). */
const IMAGE_URL = '/tools/info/101003';

const meta = {
  title: 'Create/Image info',
  tags: ['autodocs'],
  component: InfoPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 2, heading: '/tools/info/{id} (image info, product detail)' },
      "A generated design: its pictures, vary and upscale, and 'Go to Making & Pre-sale' by production status.",
    ),
    route: { path: '/tools/info/:id', url: IMAGE_URL },
  },
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's Vary result (a seeded imageChat record made from their first creation). */
const VARY_RESULT_URL = '/tools/info/101009';

/** A Vary result with compare on: the wipe between the image it was made from and the result (issue 29 §1). */
export const VaryResultCompared: Story = {
  parameters: { route: { path: '/tools/info/:id', url: VARY_RESULT_URL } },
  beforeEach: () => {
    compareModePreference.write('slider');
    return () => compareModePreference.write('off');
  },
};

/** No product yet: 'Go to Making & Pre-sale' applies for review. */
export const NoProduct: Story = { parameters: { msw: { handlers: withProductionStatus(null) } } };

/** produceNow (0): applies for review ('Applying for review'). */
export const ProduceNow: Story = { parameters: { msw: { handlers: withProductionStatus(0) } } };

/** underReview (1): 'Wait for Approve', disabled; the status modal opens by itself. */
export const UnderReview: Story = { parameters: { msw: { handlers: withProductionStatus(1) } } };

/** reviewed (2): goes to /tools/generate/{id}. */
export const Reviewed: Story = { parameters: { msw: { handlers: withProductionStatus(2) } } };

/** inProduction (3): goes to /tools/deliver/{id}. */
export const InProduction: Story = { parameters: { msw: { handlers: withProductionStatus(3) } } };

/** dispatched (4): goes to /tools/pre-sale/{id}. */
export const Dispatched: Story = { parameters: { msw: { handlers: withProductionStatus(4) } } };

/** dismiss (5): the application was turned down; nothing to do here. */
export const Dismissed: Story = { parameters: { msw: { handlers: withProductionStatus(5) } } };

/** The image is on its way: its placeholder is a busy status, 'Loading image'. */
export const Loading: Story = {
  parameters: { msw: { handlers: [held('get', '*/api/image/info')] } },
  play: showsLoading('Loading image'),
};

/** An id nobody knows: the not-found state with a way back. */
export const NotFound: Story = {
  parameters: { route: { path: '/tools/info/:id', url: '/tools/info/999999' } },
};

/** The server fails (not a 404): the page says it could not be loaded and offers Retry, never 'does not exist'. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/image/info', () =>
          HttpResponse.json({ code: 500, message: 'Server error', data: null }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitForElement(() =>
      [...canvasElement.querySelectorAll('button')].find((button) => button.textContent === 'Retry'),
    );
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const UnderReviewChinese: Story = { ...inChinese(UnderReview), name: 'Under review · 中文' };
