import type { Meta, StoryObj } from '@storybook/react-vite';
import AppleCallbackPage from '@/pages/auth/AppleCallbackPage';

const meta = {
  title: 'Screens/Auth/AppleCallbackPage',
  component: AppleCallbackPage,
  parameters: { route: { path: '/auth/apple/callback', url: '/auth/apple/callback' }, signedIn: false },
} satisfies Meta<typeof AppleCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stand-in reports success after one second, then hands over to the redirect target. */
export const Pending: Story = {};
