import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { makeStore, type AppStore, type RootState } from '@/app/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. `/image/detail?image_id=1`. */
  route?: string;
  /** Route pattern the element is mounted at (defaults to `*`). */
  path?: string;
  /** Extra routes, e.g. redirect targets to assert on. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with the real store, theme, toasts and a memory router; MSW answers requests. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    path = '*',
    routes = [],
    preloadedState,
    store = makeStore(preloadedState),
    ...rest
  } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    rest,
  );
  return { store, router, ...utils };
}
