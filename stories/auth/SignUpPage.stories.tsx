import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import SignUpPage from '@/pages/auth/SignUpPage';
import { expectSubmitting, fill, submit } from './formPlay';
import { held } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Account/Sign up',
  tags: ['autodocs'],
  component: SignUpPage,
  parameters: {
    ...screen(undefined, { doc: 1, heading: '2.5 Auth pages' }, 'Sign up: details, then the e-mailed code.'),
    route: { path: '/signup', url: '/signup' },
    signedIn: false,
  },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: e-mail, password and confirmation. */
export const Details: Story = {};

/** Too-short password and a confirmation that does not match. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'someone@');
    fill(canvasElement, 'password', 'short');
    fill(canvasElement, 'confirmPassword', 'other');
    submit(canvasElement);
  },
};

/** Step 2: the code was sent (the mock reveals it in its message) and is asked for. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'story.user@example.com');
    fill(canvasElement, 'password', 'Secret123!');
    fill(canvasElement, 'confirmPassword', 'Secret123!');
    submit(canvasElement);
  },
};

/** While the code is being sent: the submit is disabled and shows a spinner. */
export const SendingCode: Story = {
  parameters: { msw: { handlers: [held('post', '*/api/authorize/verification')] } },
  play: async (context) => {
    await CodeStep.play?.(context);
    await expectSubmitting(context.canvasElement);
  },
};

/** The code could not be sent: the server's reason shows above the form. */
export const SendCodeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/authorize/verification', () =>
          HttpResponse.json({ code: 500, message: 'Mail service unavailable', data: null }, { status: 500 }),
        ),
      ],
    },
  },
  play: CodeStep.play,
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const DetailsChinese: Story = { ...inChinese(Details), name: 'Details · 中文' };
