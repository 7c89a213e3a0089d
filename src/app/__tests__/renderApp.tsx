import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { removeCookie, writeCookie } from '@/utils/cookies';

/** Where the app is now, read by the tests (`router.state.location`). */
interface LocationProbe {
  state: { location: Location };
}

function LocationSpy({ probe }: { probe: LocationProbe }) {
  probe.state.location = useLocation();
  return null;
}

/** The whole app (real route table, store, providers) at a URL, as a visitor or with an access token. */
export function renderApp(url: string, { token }: { token?: string } = {}) {
  if (token) writeCookie('accessToken', token);
  const store = makeStore();
  const router = { state: {} } as LocationProbe;
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <LocationSpy probe={router} />
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
