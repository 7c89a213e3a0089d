import { act, screen, waitFor } from '@testing-library/react';
import { pointsApi } from '@/api/endpoints/points';
import { readCookie, writeCookie } from '@/utils/cookies';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { preloadScreensOf } from '@/app/router';
import { clearSession, renderApp } from './renderApp';

const SIGNED_IN = { token: DEMO_ACCESS_TOKEN };
const AS_ADMIN = { token: ADMIN_ACCESS_TOKEN };

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('access gate', () => {
  it('sends a visitor on a protected route to /signin with the encoded path and query', async () => {
    const { router } = renderApp('/space/creations?tab=likes&page=2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location(router)).toBe('/signin?redirect=%2Fspace%2Fcreations%3Ftab%3Dlikes%26page%3D2');
  });

  it('shows "APP Loading..." while a screen\'s chunk loads', async () => {
    // A screen no other test in this file opens: once loaded, a chunk renders at once.
    renderApp('/forget-password');
    expect(screen.getByText('APP Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /password/i })).toBeInTheDocument();
  });

  it('paints a screen preloaded before the first render in that render, without "APP Loading..."', async () => {
    // As main.tsx does for the screen a page opens on (a screen no other test in this file opens).
    await preloadScreensOf('/signup');
    renderApp('/signup');
    expect(screen.queryByText('APP Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('matches public routes case-insensitively', async () => {
    const { router } = renderApp('/SPACE/Inspiration');
    expect(await screen.findByRole('heading', { name: 'Collection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SPACE/Inspiration');
  });

  it('lets the signed-in user into protected routes', async () => {
    renderApp('/payment', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/tools', '/tools/generate'],
    ['/marketing', '/marketing/content'],
    ['/image', '/'],
    ['/no/such/page', '/'],
  ])('%s leads to %s', async (from, to) => {
    const { router } = renderApp(from, SIGNED_IN);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('shows the 404 page for an unknown admin child', async () => {
    renderApp('/admin/nothing-here', AS_ADMIN);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });

  it.each(['/tools/costAssessment/7', '/tools/generate/7', '/tools/deliver/7', '/tools/pre-sale/7'])(
    '%s is a production page inside the tools layout (unknown id: not found)',
    async (url) => {
      renderApp(url, SIGNED_IN);
      expect(await screen.findByText('This product does not exist or is not yours.')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    },
  );

  it('/marketing/pre-sale is the Lab landing inside the tools layout', async () => {
    renderApp('/marketing/pre-sale', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Pre-production & Presale' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('/modeling/fashionFactory/3 shows the fashion factory inside the tools layout', async () => {
    renderApp('/modeling/fashionFactory/3', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Confirm the look' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('renders policy pages in the empty layout, without the side navigation', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('401 handler', () => {
  it('drops the session and navigates to /signin with the current path and query', async () => {
    const { router, store } = renderApp('/space/likes?sort=new', SIGNED_IN);
    await screen.findByRole('heading', { name: 'My likes' });
    window.history.replaceState(null, '', '/space/likes?sort=new');
    writeCookie('accessToken', 'expired-token');
    // The app's own request, as a screen would make it: its 401 signs out and navigates, which React renders.
    await act(async () => {
      await store.dispatch(pointsApi.endpoints.getPoints.initiate(undefined, { forceRefetch: true }));
    });
    await waitFor(() => expect(location(router)).toBe('/signin?redirect=%2Fspace%2Flikes%3Fsort%3Dnew'));
    expect(readCookie('accessToken')).toBeUndefined();
  });
});
