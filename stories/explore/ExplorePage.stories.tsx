import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { scenarios } from '@mocks/scenarios';
import ExplorePage from '@/pages/explore/ExplorePage';

const meta = {
  title: 'Screens/Explore/ExplorePage',
  component: ExplorePage,
  parameters: { route: { path: '/', url: '/' }, signedIn: false },
} satisfies Meta<typeof ExplorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded gallery of the mock backend, as a visitor sees it. */
export const Populated: Story = {};

export const SignedIn: Story = { parameters: { signedIn: true } };

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
