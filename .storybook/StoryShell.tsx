import { useMemo, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StoryContext } from '@storybook/react-vite';
import { AppProviders } from '../src/app/providers';
import { makeStore } from '../src/app/store';
import { removeCookie, writeCookie } from '../src/utils/cookies';
import { DEMO_ACCESS_TOKEN } from './session';

interface RouteParameter {
  path?: string;
  url?: string;
}

/** Fresh store, theme, toasts and a memory router around every story. */
export function StoryShell({ Story, context }: { Story: ComponentType; context: StoryContext }) {
  const route = (context.parameters.route ?? {}) as RouteParameter;
  const signedIn = context.parameters.signedIn !== false;
  if (signedIn) writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  else removeCookie('accessToken');
  // A story's route and session never change while it is shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => makeStore(), [context.id]);
  // The same declarative router as the app (src/app/App.tsx), so a story cannot lean on data-router hooks.
  return (
    <AppProviders store={store}>
      <MemoryRouter key={context.id} initialEntries={[route.url ?? '/']} useTransitions={false}>
        <Routes>
          <Route path={route.path ?? '*'} element={<Story />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}
