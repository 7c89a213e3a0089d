import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppLoading } from '@/components/AppLoading';
import { DRAWN_AHEAD_SHELL } from '@/features/shell';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';
import { makeStore } from './store';
import { ACCESS_TOKEN_COOKIE, prerenderCookies } from '@/utils/cookies';

/** A screen's first commit as HTML, with the CSS Emotion wrote: one drawing for every window width. */
export interface PrerenderedScreen {
  html: string;
  /** Emotion's rules by style name. */
  css: Record<string, string>;
  /** The names in `css` that are global styles (`<Global>`, CssBaseline): the app keeps those in sheets of their own. */
  globals: string[];
}

/**
 * Build time only (scripts/prerender.ts, through Vite's SSR loader; docs/decisions/0007): the app's own tree —
 * providers, theme, route table, layouts, the screen — rendered for `url` as a visitor who has just arrived sees it
 * in the app's first commit (English, signed in or not, nothing fetched yet). The screen's chunk is loaded first,
 * as main.tsx does before its first render, so the HTML is the screen and not "APP Loading...". There is no window to
 * ask for its width: what differs by width is drawn by CSS media rules (the navigation's forms by `useWindowMatches`'s
 * answer for a page rendered ahead of time, Explore's skeleton columns), so one drawing serves every width. Emotion's
 * cache runs in compat mode, which keeps each rule in `cache.inserted` instead of writing <style> tags between the
 * elements: the DOM is the app's.
 */
export function prerenderScreen(
  url: string,
  visitor: 'signedOut' | 'signedIn' = 'signedOut',
): Promise<PrerenderedScreen> {
  return draw(url, visitor, null);
}

/**
 * The page of every route without a screen of its own (and every page of a mock build, whose journeys type into
 * the screens at once): the app's start-up state, "APP Loading..." (spec 1 §2.6), drawn by the app's own component
 * so a slow network shows it at once instead of a blank page until the JS has come (issue 41 §10).
 */
export function prerenderStartup(url: string): Promise<PrerenderedScreen> {
  return draw(url, 'signedOut', <AppLoading fullHeight />);
}

async function draw(
  url: string,
  visitor: 'signedOut' | 'signedIn',
  /** What to draw instead of the route's screen. */
  instead: ReactNode,
): Promise<PrerenderedScreen> {
  // A member's screen is drawn signed in: the session cookie's presence is all the app reads before its first answer.
  prerenderCookies.value = visitor === 'signedIn' ? `${ACCESS_TOKEN_COOKIE}=prerender` : '';
  const { pathname } = new URL(url, 'http://localhost');
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
    await type?.preload?.();
  }
  const errors: unknown[] = [];
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // A global style is inserted with no selector, as a `keyframes()` block is; only the latter is named `animation-…`.
  const globals = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!selector && !serialized.name.startsWith('animation-')) globals.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders store={makeStore({ shell: DRAWN_AHEAD_SHELL })}>
        {instead ?? (
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        )}
      </AppProviders>
    </CacheProvider>,
    // A part that throws would be drawn by its fallback: the build stops instead of shipping a screen the app never shows.
    // One piece of HTML: no boundary outlined behind a fallback and a script (which the CSP would refuse anyway).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`prerender ${url}: ${String(errors[0])}`, { cause: errors[0] });
  // Everything suspended (a lazy part of the screen, its own chunk) is waited for, as main.tsx's first render is.
  const html = await new Response(prelude).text();
  const css = Object.fromEntries(
    Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { html, css, globals: [...globals].filter((name) => name in css) };
}
