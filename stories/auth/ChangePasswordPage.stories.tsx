import type { Meta, StoryObj } from '@storybook/react-vite';
import ChangePasswordPage from '@/pages/auth/ChangePasswordPage';
import { expectSubmitting, fill, submit } from './formPlay';
import { held } from '../storyCalls';
import { screen } from '../screen';

const meta = {
  title: 'Account/Change password',
  tags: ['autodocs'],
  component: ChangePasswordPage,
  parameters: {
    ...screen(
      undefined,
      { doc: 1, heading: '2.5 Auth pages' },
      'Change the password of the signed-in account.',
    ),
    route: { path: '/change-password', url: '/change-password' },
    signedIn: true,
  },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: current password, new password, confirmation. */
export const SignedIn: Story = {};

/** The mock refuses a wrong current password with its reason. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'oldPassword', 'not-my-password');
    fill(canvasElement, 'newPassword', 'NewSecret1!');
    fill(canvasElement, 'confirmPassword', 'NewSecret1!');
    submit(canvasElement);
  },
};

/** While the new password is being saved: the submit is disabled and shows a spinner. */
export const Saving: Story = {
  parameters: { msw: { handlers: [held('post', '*/api/user/changePass')] } },
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'oldPassword', 'Demo1234!');
    fill(canvasElement, 'newPassword', 'NewSecret1!');
    fill(canvasElement, 'confirmPassword', 'NewSecret1!');
    submit(canvasElement);
    await expectSubmitting(canvasElement);
  },
};

/** A visitor proves the e-mail with a code instead of the current password. */
export const Visitor: Story = { parameters: { signedIn: false } };
