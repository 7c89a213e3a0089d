import { render } from '@testing-library/react';
import { ADMIN_EMAIL, DEMO_EMAIL } from '@mocks/db/seed';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { RouterProbe, type LocationProbe } from '@/test/render';
import { withOwnStyles, type TestStylesOptions } from '@/test/styles';
import { removeCookie, writeCookie } from '@/utils/cookies';

/**
 * The whole app (real route table, store, providers) at a URL, as a visitor or with an access token.
 * The seeded users count as having seen the onboarding tour (it would start and take them to `/`);
 * `autoTour` lets a test see its first start.
 */
export function renderApp(
  url: string,
  {
    token,
    autoTour = false,
    store = makeStore(),
    attachStyles,
  }: {
    token?: string;
    autoTour?: boolean;
    store?: ReturnType<typeof makeStore>;
  } & TestStylesOptions = {},
) {
  if (token) writeCookie('accessToken', token);
  if (!autoTour)
    for (const email of [DEMO_EMAIL, ADMIN_EMAIL]) localStorage.setItem(`tourSeen:${email}`, '1');
  const router = { state: {} } as LocationProbe;
  const utils = render(
    withOwnStyles(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[url]} useTransitions={false}>
          <RouterProbe probe={router} />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
      { attachStyles },
    ),
  );
  return { store, router, ...utils };
}

export function clearSession() {
  removeCookie('accessToken');
  removeCookie('refreshToken');
  window.localStorage.removeItem('siderCollapsed');
}
