import { act, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { readCookie, removeCookie } from '@/utils/cookies';
import AppleCallbackPage from '../AppleCallbackPage';
import SignInPage from '../SignInPage';

afterEach(() => {
  removeCookie('accessToken');
  removeCookie('refreshToken');
  jest.useRealTimers();
});

const targets = [{ path: '/space/likes', element: <p>Likes screen</p> }];

describe('Google sign-in in mock mode', () => {
  it('asks for consent in a local dialog, then signs in through google-login and returns', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SignInPage />, {
      route: '/signin?redirect=%2Fspace%2Flikes',
      path: '/signin',
      routes: targets,
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    expect(dialog).toHaveTextContent('openid, profile, email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Likes screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/likes');
    expect(readCookie('accessToken')).toMatch(/^mock-access\./);
  });

  it('does nothing when the consent is cancelled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />, { route: '/signin', path: '/signin' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(readCookie('accessToken')).toBeUndefined();
  });
});

describe('Apple callback', () => {
  it('carries the redirect target to the callback route', () => {
    renderWithProviders(<SignInPage />, { route: '/signin?redirect=%2Fspace%2Flikes', path: '/signin' });
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/auth/apple/callback?redirect=%2Fspace%2Flikes',
    );
  });

  it('reports success with the placeholder tokens after one second and returns to the target', async () => {
    jest.useFakeTimers();
    renderWithProviders(<AppleCallbackPage />, {
      route: '/auth/apple/callback?redirect=%2Fspace%2Flikes',
      path: '/auth/apple/callback',
      routes: targets,
    });
    expect(screen.getByText('Signing you in with Apple…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(readCookie('accessToken')).toBeUndefined();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Likes screen')).toBeInTheDocument();
    expect(readCookie('accessToken')).toBe('apple-placeholder-access-token');
    expect(readCookie('refreshToken')).toBe('apple-placeholder-refresh-token');
  });
});
