import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { renderWithProviders } from '@/test/render';
import { removeCookie, writeCookie } from '@/utils/cookies';
import ChangePasswordPage from '../ChangePasswordPage';
import ForgotPasswordPage from '../ForgotPasswordPage';

afterEach(() => removeCookie('accessToken'));

const targets = [
  { path: '/signin', element: <p>Sign-in screen</p> },
  { path: '/', element: <p>Explore screen</p> },
];

async function requestCode(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  const notice = await screen.findByRole('status');
  return /mock code: (\d{6})/.exec(notice.textContent ?? '')?.[1] ?? '';
}

async function setNewPassword(user: ReturnType<typeof userEvent.setup>, code: string, password: string) {
  await user.type(screen.getByLabelText(/^verification code/i), code);
  await user.type(screen.getByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^confirm password/i), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ForgotPasswordPage', () => {
  it('sends a reset code, sets the new password and goes to sign in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, {
      route: '/forget-password',
      path: '/forget-password',
      routes: targets,
    });
    const code = await requestCode(user, 'demo@example.com');
    expect(code).toMatch(/^\d{6}$/);
    await setNewPassword(user, code, 'BrandNew123');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('says so inline when no account uses the e-mail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forget-password', path: '/forget-password' });
    await user.type(screen.getByLabelText(/^email/i), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('No account uses this email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('nobody@example.com');
  });
});

describe('ChangePasswordPage', () => {
  it('lets the signed-in user change it with the current password', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      path: '/change-password',
      routes: targets,
    });
    await user.type(screen.getByLabelText(/^current password/i), 'Demo1234!');
    await user.type(screen.getByLabelText(/^new password/i), 'Short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'BrandNew123');
    await user.type(screen.getByLabelText(/^confirm password/i), 'BrandNew123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Explore screen')).toBeInTheDocument();
  });

  it('shows the refusal of a wrong current password inline', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password', path: '/change-password' });
    await user.type(screen.getByLabelText(/^current password/i), 'not-my-password');
    await user.type(screen.getByLabelText(/^new password/i), 'BrandNew123');
    await user.type(screen.getByLabelText(/^confirm password/i), 'BrandNew123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/password/i);
    expect(screen.getByLabelText(/^current password/i)).toHaveValue('not-my-password');
  });

  it('asks a visitor for an e-mailed code instead of the current password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      path: '/change-password',
      routes: targets,
    });
    expect(screen.queryByLabelText(/^current password/i)).not.toBeInTheDocument();
    const code = await requestCode(user, 'demo@example.com');
    await setNewPassword(user, code, 'BrandNew123');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });
});
