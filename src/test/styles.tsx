import type { ReactElement } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

const caches: EmotionCache[] = [];

/**
 * The tree with an emotion cache of its own (emotion's documented `createCache` and `CacheProvider`, the key the app
 * uses, so the same class names). Without it every screen of a test file adds its styles to one sheet in the
 * document's head that only grows, and jsdom's `getComputedStyle` matches every rule of it against the element and
 * its ancestors (the accessible name of a role query, MUI's TextareaAutosize on each keystroke, `toBeVisible`).
 * With it a test's sheet holds only what that test drew: `removeTestStyles` takes its style tags away after it.
 */
export function withOwnStyles(ui: ReactElement) {
  const cache = createCache({ key: 'css' });
  caches.push(cache);
  return <CacheProvider value={cache}>{ui}</CacheProvider>;
}

/** After each test, once React Testing Library unmounted what it rendered (src/test/setupBrowser.ts). */
export function removeTestStyles() {
  for (const cache of caches.splice(0)) cache.sheet.flush();
}
