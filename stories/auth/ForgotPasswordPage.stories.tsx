import type { Meta, StoryObj } from '@storybook/react-vite';
import ForgotPasswordPage from '@/pages/auth/ForgotPasswordPage';
import { expectSubmitting, fill, submit } from './formPlay';
import { held } from '../storyCalls';
import { screen } from '../screen';

const meta = {
  title: 'Account/Forgot password',
  tags: ['autodocs'],
  component: ForgotPasswordPage,
  parameters: {
    ...screen(undefined, { doc: 1, heading: '2.5 Auth pages' }, 'A new password by e-mailed code.'),
    route: { path: '/forget-password', url: '/forget-password' },
    signedIn: false,
  },
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

/** While the reset code is being sent: the submit is disabled and shows a spinner. */
export const SendingCode: Story = {
  parameters: { msw: { handlers: [held('post', '*/api/authorize/forgetPass')] } },
  play: async (context) => {
    await CodeStep.play?.(context);
    await expectSubmitting(context.canvasElement);
  },
};

/** The mock answers 404 for an e-mail no account uses. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'nobody@example.com');
    submit(canvasElement);
  },
};
