import type { Meta, StoryObj } from '@storybook/react-vite';
import ForgotPasswordPage from '@/pages/auth/ForgotPasswordPage';
import { fill, submit } from './formPlay';

const meta = {
  title: 'Screens/Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { route: { path: '/forget-password', url: '/forget-password' }, signedIn: false },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Step 2 after the reset code was sent to the demo account. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'demo@example.com');
    submit(canvasElement);
  },
};

/** The mock answers 404 for an e-mail no account uses. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'nobody@example.com');
    submit(canvasElement);
  },
};
