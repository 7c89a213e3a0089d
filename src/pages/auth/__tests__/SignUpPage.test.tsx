import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { readCookie, removeCookie } from '@/utils/cookies';
import SignUpPage from '../SignUpPage';

afterEach(() => {
  removeCookie('accessToken');
  removeCookie('refreshToken');
});

function renderSignUp(route = '/signup?redirect=%2Fspace%2Flikes') {
  return renderWithProviders(<SignUpPage />, {
    route,
    path: '/signup',
    routes: [{ path: '/space/likes', element: <p>Likes screen</p> }],
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), 'Secret123!');
  await user.type(screen.getByLabelText(/^confirm password/i), 'Secret123!');
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
}

describe('SignUpPage', () => {
  it('requests a code, then creates the account with it and returns to the redirect target', async () => {
    const user = userEvent.setup();
    const { router } = renderSignUp();
    await fillDetails(user, 'new.person@example.com');

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Verification code sent to new.person@example.com');
    const code = /mock code: (\d{6})/.exec(notice.textContent ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code step opens without errors and keeps the e-mail.
    expect(screen.queryByText('Please enter the verification code')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('new.person@example.com');

    await user.type(screen.getByLabelText(/^verification code/i), code!);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Likes screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/likes');
    expect(readCookie('accessToken')).toBeTruthy();
  });

  it('refuses a wrong code inline and keeps the form', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fillDetails(user, 'other.person@example.com');
    await screen.findByRole('status');
    await user.type(screen.getByLabelText(/^verification code/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const reason = await screen.findByText('Invalid or expired verification code');
    expect(reason.closest('[role="alert"]')).toHaveClass('MuiAlert-root');
    expect(screen.getByLabelText(/^verification code/i)).toHaveValue('000000');
    expect(readCookie('accessToken')).toBeUndefined();
  });

  it('checks e-mail, password length and confirmation before asking for a code', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText(/^email/i), 'someone@');
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await user.type(screen.getByLabelText(/^confirm password/i), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^verification code/i)).not.toBeInTheDocument();
  });

  it('validates the code format', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fillDetails(user, 'third.person@example.com');
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^verification code/i), '12a');
    expect(screen.getByText('The verification code has 6 digits')).toBeInTheDocument();
  });
});
