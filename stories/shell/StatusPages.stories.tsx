import type { Meta, StoryObj } from '@storybook/react-vite';
import ForbiddenPage from '@/pages/misc/ForbiddenPage';
import NotFoundPage from '@/pages/misc/NotFoundPage';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Status pages/Not found and forbidden',
  tags: ['autodocs'],
  component: NotFoundPage,
  parameters: {
    ...screen('base', { doc: 1, heading: '2.6 403 page' }, 'What a wrong address or a missing right shows.'),
    signedIn: false,
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { name: '404' };

export const Forbidden: Story = {
  name: '403',
  render: () => <ForbiddenPage />,
  parameters: { route: { path: '*', url: '/admin/category' } },
};

/** A signed-in user without the role: only Back Home (signing in again would change nothing). */
export const ForbiddenSignedIn: Story = {
  name: '403 (signed in)',
  render: () => <ForbiddenPage />,
  parameters: { signedIn: true, route: { path: '*', url: '/admin/category' } },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const NotFoundChinese: Story = { ...inChinese(NotFound), name: '404 · 中文' };
