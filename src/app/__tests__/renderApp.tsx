import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { removeCookie, writeCookie } from '@/utils/cookies';

/** The whole app (real route table, store, providers) at a URL, as a visitor or the demo user. */
export function renderApp(url: string, { signedIn = false } = {}) {
  if (signedIn) writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...utils };
}

export function clearSession() {
  removeCookie('accessToken');
  removeCookie('refreshToken');
  window.localStorage.removeItem('siderCollapsed');
}
