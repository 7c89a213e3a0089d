import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { removeCookie, writeCookie } from '@/utils/cookies';

/** The whole app (real route table, store, providers) at a URL, as a visitor or with an access token. */
export function renderApp(url: string, { token }: { token?: string } = {}) {
  if (token) writeCookie('accessToken', token);
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
