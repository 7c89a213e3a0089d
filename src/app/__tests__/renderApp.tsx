import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { RouterProbe, type LocationProbe } from '@/test/render';
import { removeCookie, writeCookie } from '@/utils/cookies';

/** The whole app (real route table, store, providers) at a URL, as a visitor or with an access token. */
export function renderApp(url: string, { token }: { token?: string } = {}) {
  if (token) writeCookie('accessToken', token);
  const store = makeStore();
  const router = { state: {} } as LocationProbe;
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <RouterProbe probe={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, router, ...utils };
}

export function clearSession() {
  removeCookie('accessToken');
  removeCookie('refreshToken');
  window.localStorage.removeItem('siderCollapsed');
}
