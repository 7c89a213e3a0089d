import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';
import { makeStore } from './store';

/** A screen's first commit as HTML, with the CSS Emotion wrote for it. */
export interface PrerenderedScreen {
  html: string;
  css: string;
}

/**
 * Build time only (scripts/prerender.ts, through Vite's SSR loader; docs/decisions/0007): the app's own tree —
 * providers, theme, route table, layouts, the screen — rendered for `url` as a visitor who has just arrived sees it
 * in the app's first commit (signed out, English, nothing fetched yet). The screen's chunk is loaded first, as
 * main.tsx does before its first render, so the HTML is the screen and not "APP Loading...". Emotion's cache runs
 * in compat mode, which keeps each rule in `cache.inserted` instead of writing <style> tags between the elements:
 * the DOM is the app's, and the CSS goes in <head>.
 */
export async function prerenderScreen(url: string): Promise<PrerenderedScreen> {
  const { pathname } = new URL(url, 'http://localhost');
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
    await type?.preload?.();
  }
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={makeStore()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}
