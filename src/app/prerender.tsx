import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { THEME_ID, type Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppLoading } from '@/components/AppLoading';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';
import { makeStore } from './store';
import { ACCESS_TOKEN_COOKIE, prerenderCookies } from '@/utils/cookies';

/** A screen's first commit at one window width, as HTML, with the CSS Emotion wrote and the media queries asked. */
export interface PrerenderedScreen {
  html: string;
  /** Emotion's rules by style name (the same name at another width is the same rules). */
  css: Record<string, string>;
  /** The names in `css` that are global styles (`<Global>`, CssBaseline): the app keeps those in sheets of their own. */
  globals: string[];
  /** Every media query the render asked (useMediaQuery, window.matchMedia). */
  queries: string[];
}

/** A media query of widths (`(max-width:599.95px)`, `@media (min-width:1500px)`) at `width`; any other feature is false. */
export function matchesAtWidth(query: string, width: number): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(',')
    .some((part) =>
      part.split(/\band\b/).every((feature) => {
        const limit = /(min|max)-width\s*:\s*([\d.]+)px/.exec(feature);
        if (limit) return limit[1] === 'min' ? width >= Number(limit[2]) : width <= Number(limit[2]);
        return /^\s*(only\s+)?(screen|all)\s*$/.test(feature);
      }),
    );
}

/**
 * Build time only (scripts/prerender.ts, through Vite's SSR loader; docs/decisions/0007): the app's own tree —
 * providers, theme, route table, layouts, the screen — rendered for `url` as a visitor who has just arrived sees it
 * in the app's first commit at a window `width` (English, signed in or not, nothing fetched yet). The screen's chunk is loaded first,
 * as main.tsx does before its first render, so the HTML is the screen and not "APP Loading...". Media queries answer
 * for `width` (the layout's drawer, rail and sider are chosen in JS). Emotion's cache runs in compat mode, which keeps
 * each rule in `cache.inserted` instead of writing <style> tags between the elements: the DOM is the app's.
 */
export function prerenderScreen(
  url: string,
  width: number,
  visitor: 'signedOut' | 'signedIn' = 'signedOut',
): Promise<PrerenderedScreen> {
  return draw(url, width, visitor, null);
}

/**
 * The page of every route without a screen of its own (and every page of a mock build, whose journeys type into
 * the screens at once): the app's start-up state, "APP Loading..." (spec 1 §2.6), drawn by the app's own component
 * so a slow network shows it at once instead of a blank page until the JS has come (issue 41 §10).
 */
export function prerenderStartup(url: string, width: number): Promise<PrerenderedScreen> {
  return draw(url, width, 'signedOut', <AppLoading fullHeight />);
}

async function draw(
  url: string,
  width: number,
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
  const queries = new Set<string>();
  const matchMedia = (query: string) => {
    queries.add(query);
    const matches = matchesAtWidth(query, width);
    const noop = () => undefined;
    return { matches, media: query, addEventListener: noop, removeEventListener: noop };
  };
  // Read by the store's initial state and by useMediaQuery({ noSsr: true }); the theme prop covers the others.
  Object.assign(window, { matchMedia });
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
      <AppProviders store={makeStore()}>
        <ThemeProvider
          themeId={THEME_ID}
          theme={(outer: Theme) => ({
            ...outer,
            components: {
              ...outer.components,
              MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMedia } },
            },
          })}
        >
          {instead ?? (
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          )}
        </ThemeProvider>
      </AppProviders>
    </CacheProvider>,
    // A part that throws would be drawn by its fallback: the build stops instead of shipping a screen the app never shows.
    // One piece of HTML: no boundary outlined behind a fallback and a script (which the CSP would refuse anyway).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length)
    throw new Error(`prerender ${url} at ${width} px: ${String(errors[0])}`, { cause: errors[0] });
  // Everything suspended (a lazy part of the screen, its own chunk) is waited for, as main.tsx's first render is.
  const html = await new Response(prelude).text();
  const css = Object.fromEntries(
    Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { html, css, globals: [...globals].filter((name) => name in css), queries: [...queries] };
}
