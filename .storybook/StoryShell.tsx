import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { StoryContext } from '@storybook/react-vite';
import { AppProviders } from '../src/app/providers';
import { AdminLayout } from '../src/app/layouts/AdminLayout';
import { AppLayout } from '../src/app/layouts/AppLayout';
import { makeStore } from '../src/app/store';
import { setUnauthorizedHandler } from '../src/api/http';
import { removeCookie, writeCookie } from '../src/utils/cookies';
import { signinPath } from '../src/utils/safeRedirect';
import { DEMO_ACCESS_TOKEN } from './session';

interface RouteParameter {
  path?: string;
  url?: string;
}

/**
 * The app's frame a screen story renders in (`parameters.appShell`), as the route table puts the screen
 * (src/app/router.tsx): `base` (Explore, image detail, the personal space, plans) and `tools` (the creation and
 * production screens) are the side navigation, header and credits; `admin` is the admin area's header and section
 * list. Stories of parts and of full-page screens (sign-in, policies) have none. The toolbar's "App shell" hides it.
 */
export type AppShell = 'base' | 'tools' | 'admin';

function ShellLayout({ shell }: { shell: AppShell }) {
  return shell === 'admin' ? <AdminLayout /> : <AppLayout variant={shell} />;
}

/**
 * A 401 signs out to /signin inside the story's memory router, as the app does in its own router
 * (src/app/access/unauthorizedHandler.ts) — and not at all on /signin itself, where a wrong password answers 401.
 * The default handler would reload the preview's iframe at /signin, which the static Storybook does not serve.
 */
function StoryUnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  });
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search } = where.current;
        if (pathname.toLowerCase() !== '/signin')
          void navigate(signinPath(`${pathname}${search}`), { replace: true });
      }),
    [navigate],
  );
  return null;
}

/** Fresh store, theme, toasts and a memory router around every story. */
export function StoryShell({ Story, context }: { Story: ComponentType; context: StoryContext }) {
  const route = (context.parameters.route ?? {}) as RouteParameter;
  const signedIn = context.parameters.signedIn !== false;
  if (signedIn) writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  else removeCookie('accessToken');
  // A story's route and session never change while it is shown; a change of language in the toolbar starts it
  // afresh (the pseudo-locale keeps the language English, so nothing else would re-render every text).
  const language = String(context.globals.language ?? 'en');
  const shell =
    context.globals.appShell === 'hide' ? undefined : (context.parameters.appShell as AppShell | undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => makeStore(), [context.id, language]);
  // The same declarative router as the app (src/app/App.tsx), so a story cannot lean on data-router hooks.
  return (
    <AppProviders key={`${context.id}:${language}:${shell ?? ''}`} store={store}>
      <MemoryRouter initialEntries={[route.url ?? '/']} useTransitions={false}>
        <StoryUnauthorizedRedirect />
        <Routes>
          {shell ? (
            <Route element={<ShellLayout shell={shell} />}>
              <Route path={route.path ?? '*'} element={<Story />} />
            </Route>
          ) : (
            <Route path={route.path ?? '*'} element={<Story />} />
          )}
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}
