import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import SpacePage from '@/pages/space/SpacePage';
import { failing, held, showsLoading } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Collection/Personal space',
  tags: ['autodocs'],
  component: SpacePage,
  parameters: {
    ...screen(
      'base',
      { doc: 2, heading: 'Personal space lists' },
      'Collection and the personal space: my creations, likes, production and the collection.',
    ),
    route: { path: '/space/*', url: '/space/creations' },
    signedIn: true,
  },
} satisfies Meta<typeof SpacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string) => ({ path: '/space/*', url });
const emptyPage = { code: 0, message: 'success', data: { list: [], current: 1, pageSize: 10, total: 0 } };
const images = {
  empty: [http.get('*/api/image/self', () => HttpResponse.json(emptyPage))],
  error: [failing('*/api/image/self')],
  loading: [held('get', '*/api/image/self')],
};
const collection = {
  empty: [http.get('*/api/image/getUserInspiration', () => HttpResponse.json(emptyPage))],
  error: [failing('*/api/image/getUserInspiration')],
  loading: [held('get', '*/api/image/getUserInspiration')],
};

/** The demo user's seeded creations. A loading tab's play proves its busy status, named after the tab. */
export const Creations: Story = {};
export const CreationsLoading: Story = { parameters: { msw: { handlers: images.loading } } };
export const CreationsEmpty: Story = { parameters: { msw: { handlers: images.empty } } };
export const CreationsError: Story = { parameters: { msw: { handlers: images.error } } };

export const Likes: Story = { parameters: { route: at('/space/likes') } };
export const LikesLoading: Story = {
  parameters: { route: at('/space/likes'), msw: { handlers: images.loading } },
  play: showsLoading(/^Loading .*likes/i),
};
export const LikesEmpty: Story = {
  parameters: { route: at('/space/likes'), msw: { handlers: images.empty } },
};
export const LikesError: Story = {
  parameters: { route: at('/space/likes'), msw: { handlers: images.error } },
};

export const Production: Story = { parameters: { route: at('/space/production') } };
export const ProductionLoading: Story = {
  parameters: { route: at('/space/production'), msw: { handlers: images.loading } },
  play: showsLoading(/^Loading .*production/i),
};
export const ProductionEmpty: Story = {
  parameters: { route: at('/space/production'), msw: { handlers: images.empty } },
};
export const ProductionError: Story = {
  parameters: { route: at('/space/production'), msw: { handlers: images.error } },
};

/** The collection grouped by day. */
export const Collection: Story = { parameters: { route: at('/space/inspiration') } };
export const CollectionLoading: Story = {
  parameters: { route: at('/space/inspiration'), msw: { handlers: collection.loading } },
};
export const CollectionEmpty: Story = {
  parameters: { route: at('/space/inspiration'), msw: { handlers: collection.empty } },
};
export const CollectionError: Story = {
  parameters: { route: at('/space/inspiration'), msw: { handlers: collection.error } },
};
/** Visitors: the collection is public but empty, with a sign-in prompt; no call is made. */
export const CollectionVisitor: Story = { parameters: { route: at('/space/inspiration'), signedIn: false } };

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const CollectionChinese: Story = { ...inChinese(Collection), name: 'Collection · 中文' };
export const CreationsChinese: Story = { ...inChinese(Creations), name: 'Creations · 中文' };
