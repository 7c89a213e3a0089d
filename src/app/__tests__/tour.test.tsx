import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { act } from 'react';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN, DEMO_EMAIL } from '@mocks/db/seed';
import { tourSeenKey } from '@/features/tour/constants';
import { advanced, selectTour, started, wentBack } from '@/features/tour/tourSlice';
import { clearSession, renderApp } from './renderApp';

afterEach(() => clearSession());

const welcome = () => screen.findByRole('dialog', { name: 'Welcome to Atelier AI' });
const here = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the onboarding tour across the app (spec 3 §2.9)', () => {
  it.each([
    ['a policy page', '/terms?tour=1', undefined],
    ['the admin area', '/admin/category?tour=1', ADMIN_ACCESS_TOKEN],
  ])('?tour=1 starts it from %s too', async (_where, url, token) => {
    const { router } = renderApp(url, { token });
    expect(await welcome()).toBeInTheDocument();
    // The first step is Explore's.
    expect(here(router)).toBe('/');
  });

  it('a first sign-in with ?redirect= ends where the user asked to go; the tour waits for Explore', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/signin?redirect=%2Fspace%2Flikes', { autoTour: true });
    await user.type(await screen.findByLabelText(/^Email/), DEMO_EMAIL);
    await user.type(screen.getAllByLabelText(/Password/)[0], 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('tab', { name: 'Likes', selected: true })).toBeInTheDocument();
    // Signed in and known (the menu shows the e-mail): the tour would have started by now.
    expect(await screen.findByText(DEMO_EMAIL)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(here(router)).toBe('/space/likes');
    expect(selectTour(store.getState()).running).toBe(false);
    expect(localStorage.getItem(tourSeenKey(DEMO_EMAIL))).toBeNull();

    // Later the user opens Explore, the tour's first page: it starts there, once.
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    expect(await welcome()).toBeInTheDocument();
    expect(here(router)).toBe('/');
    await waitFor(() => expect(localStorage.getItem(tourSeenKey(DEMO_EMAIL))).toBe('1'));
  });

  it('the Static, Try-On and Video steps open the tab they describe', async () => {
    const { store } = renderApp('/terms', { token: DEMO_ACCESS_TOKEN });
    await screen.findByRole('heading', { name: 'Terms of Service', level: 1 });
    act(() => {
      store.dispatch(started({ force: true }));
      for (let step = 0; step < 6; step += 1) store.dispatch(advanced());
    });
    // The marketing screen is a route chunk of its own: the first wait is a long one.
    expect(await screen.findByRole('tab', { name: 'Try-On', selected: true })).toBeInTheDocument();
    act(() => void store.dispatch(advanced()));
    expect(await screen.findByRole('tab', { name: 'Video', selected: true })).toBeInTheDocument();
    act(() => {
      store.dispatch(wentBack());
      store.dispatch(wentBack());
    });
    expect(await screen.findByRole('tab', { name: 'Static', selected: true })).toBeInTheDocument();
  });
});
