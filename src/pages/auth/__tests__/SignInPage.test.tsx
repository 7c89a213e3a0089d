import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/test/render';
import { readCookie, removeCookie } from '@/utils/cookies';
import SignInPage from '../SignInPage';

// Wrong credentials answer code 401; http.ts leaves the user alone only because they are on /signin.
beforeEach(() => window.history.replaceState(null, '', '/signin'));

afterEach(() => {
  removeCookie('accessToken');
  removeCookie('refreshToken');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderSignIn(route: string) {
  return renderWithProviders(<SignInPage />, {
    route,
    path: '/signin',
    routes: [
      { path: '/space/creations', element: <p>Creations screen</p> },
      { path: '/', element: <p>Explore screen</p> },
    ],
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInPage', () => {
  it('signs the demo user in, writes both cookies and returns to the redirect target with its query', async () => {
    const { router } = renderSignIn('/signin?redirect=%2Fspace%2Fcreations%3Ftab%3Dlikes%26page%3D2');
    await fillAndSubmit('demo@example.com', 'Demo1234!');
    expect(await screen.findByText('Creations screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/creations');
    expect(router.state.location.search).toBe('?tab=likes&page=2');
    expect(readCookie('accessToken')).toBeTruthy();
    expect(readCookie('refreshToken')).toBeTruthy();
  });

  it('never lets a token reach web storage or the URL', async () => {
    const { router } = renderSignIn('/signin');
    await fillAndSubmit('demo@example.com', 'Demo1234!');
    await screen.findByText('Explore screen');
    const token = readCookie('accessToken')!;
    const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(stored).not.toContain(token);
    expect(router.state.location.search + router.state.location.hash).not.toContain(token);
  });

  it.each(['//evil.example', 'https://evil.example/x', '/%5Cevil.example', 'javascript:alert(1)'])(
    'falls back to / for the hostile redirect %s',
    async (hostile) => {
      const { router } = renderSignIn(`/signin?redirect=${encodeURIComponent(hostile)}`);
      await fillAndSubmit('demo@example.com', 'Demo1234!');
      expect(await screen.findByText('Explore screen')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('does not send the user back to a sign-in page', async () => {
    const { router } = renderSignIn('/signin?redirect=%2FSignIn%3Fredirect%3D%252Fspace');
    await fillAndSubmit('demo@example.com', 'Demo1234!');
    expect(await screen.findByText('Explore screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server reason inline and keeps what the user typed', async () => {
    renderSignIn('/signin');
    await fillAndSubmit('demo@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-password');
    expect(readCookie('accessToken')).toBeUndefined();
  });

  it('validates the fields before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/authorize/login', () => {
        calls += 1;
        return HttpResponse.json({ code: 0, message: 'ok', data: null });
      }),
    );
    const user = userEvent.setup();
    renderSignIn('/signin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('disables the submit while sending and sends once however often it is clicked', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/authorize/login', async () => {
        calls += 1;
        await delay(200);
        return HttpResponse.json({ code: 401, message: 'Incorrect email or password', data: null });
      }),
    );
    const user = userEvent.setup();
    renderSignIn('/signin');
    await user.type(screen.getByLabelText(/^email/i), 'demo@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Demo1234!');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(calls).toBe(1);
  });
});
