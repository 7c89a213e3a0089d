import type { Meta, StoryObj } from '@storybook/react-vite';
import ForbiddenPage from '@/pages/misc/ForbiddenPage';
import NotFoundPage from '@/pages/misc/NotFoundPage';

const meta = {
  title: 'Screens/Shell/StatusPages',
  component: NotFoundPage,
  parameters: { signedIn: false },
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
