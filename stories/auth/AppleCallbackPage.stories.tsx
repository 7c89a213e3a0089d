import type { Meta, StoryObj } from '@storybook/react-vite';
import AppleCallbackPage from '@/pages/auth/AppleCallbackPage';
import { screen } from '../screen';

const meta = {
  title: 'Account/Apple sign-in',
  tags: ['autodocs'],
  component: AppleCallbackPage,
  parameters: {
    ...screen(undefined, { doc: 1, heading: '2.5 Auth pages' }, "Apple's sign-in coming back to the app."),
    route: { path: '/auth/apple/callback', url: '/auth/apple/callback' },
    signedIn: false,
  },
} satisfies Meta<typeof AppleCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stand-in reports success after one second, then hands over to the redirect target. */
export const Pending: Story = {};
