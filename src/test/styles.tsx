import type { ReactElement } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

const caches: EmotionCache[] = [];

export interface TestStylesOptions {
  /**
   * Draw the styles into the document (its head), so `getComputedStyle` and jest-dom's `toBeVisible` see MUI's
   * class-based rules (a collapsed panel's `visibility: hidden`, a breakpoint's `display: none`). Off by default.
   */
  attachStyles?: boolean;
}

/**
 * The tree with an emotion cache of its own (emotion's documented `createCache` and `CacheProvider`, the key the app
 * uses, so the same class names). By default the cache's `container` is an element outside the document: MUI's rules
 * are written as always but never reach `document.styleSheets`, so jsdom's `getComputedStyle` — called for every
 * node of an accessible name, by `toBeVisible`, by MUI's TextareaAutosize on each keystroke — has no rule to match
 * (docs/testing.md "Cost"). Inline styles and the `hidden` attribute still count. A test that means what CSS rules do
 * renders with `attachStyles: true`; either way the test's style tags go after it (`removeTestStyles`).
 */
export function withOwnStyles(ui: ReactElement, { attachStyles = false }: TestStylesOptions = {}) {
  const cache = attachStyles
    ? createCache({ key: 'css' })
    : // Emotion's production build inserts rules through the tag's CSSOM sheet, which a detached <style> lacks;
      // `speedy: false` writes them as the tag's text instead.
      createCache({ key: 'css', container: document.createElement('div'), speedy: false });
  caches.push(cache);
  return <CacheProvider value={cache}>{ui}</CacheProvider>;
}

/** After each test, once React Testing Library unmounted what it rendered (src/test/setupBrowser.ts). */
export function removeTestStyles() {
  for (const cache of caches.splice(0)) cache.sheet.flush();
}
