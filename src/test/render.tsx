import type { ReactElement } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { withOwnStyles, type TestStylesOptions } from './styles';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'>, TestStylesOptions {
  /** Initial URL, e.g. `/image/detail?image_id=1`. */
  route?: string;
  /** Route pattern the element is mounted at (defaults to `*`). */
  path?: string;
  /** Extra routes, e.g. redirect targets to assert on. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** The test's router as tests see it: where it is and a way to move (shaped like a data router's). */
export interface LocationProbe {
  state: { location: Location };
  /** Navigates as a link in the app would (wrap in `act`). */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
}

/** Keeps `probe` up to date from inside a router; renders nothing. */
export function RouterProbe({ probe }: { probe: LocationProbe }) {
  probe.state.location = useLocation();
  const navigate = useNavigate();
  probe.navigate = async (to, options) => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to, options);
  };
  return null;
}

function TestRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * Renders with the real store, theme, toasts and a memory router; MSW answers requests. The styles go to an emotion
 * cache of the test's own, outside the document unless `attachStyles`, removed after it (src/test/styles.tsx).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    path = '*',
    routes = [],
    preloadedState,
    store = makeStore(preloadedState),
    attachStyles,
    ...rest
  } = options;
  const router = { state: {} } as LocationProbe;
  // The same declarative router as the app (src/app/App.tsx), so a test cannot lean on data-router hooks.
  const utils = render(
    withOwnStyles(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]} useTransitions={false}>
          <RouterProbe probe={router} />
          <TestRoutes table={[{ path, element: ui }, ...routes]} />
        </MemoryRouter>
      </AppProviders>,
      { attachStyles },
    ),
    rest,
  );
  return { store, router, ...utils };
}

/**
 * The same in 中文 (tests render English by default): the stored setting says Chinese and the Chinese texts of every
 * catalog the test file imports are loaded first. A part imported lazily brings its catalog with it and suspends
 * once, so the first render is awaited inside `act`.
 */
export async function renderWithProvidersInChinese(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
  await preloadLanguage('zh');
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  return result!;
}
