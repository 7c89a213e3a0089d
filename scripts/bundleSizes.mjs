// What a first visit to each route downloads, read from a production build's manifest (gzip sizes, deterministic
// for a given lock file). Used by the bundle gate (scripts/check-bundle.mjs) and the route benchmark
// (`npm run bench:lighthouse -- --routes all`), so both print the same figure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Routes whose screen is split in lazy parts chosen by the URL (the page's `ready()` loads the one shown before the
 * first render, src/utils/lazyWithPreload.ts): a visit downloads the route's chunks and one part's, so each part is
 * measured with its route, under the part's name. `screenParts.json` lists them, the part shown when the URL names
 * no image first, the one shown with an image second.
 */
export const SCREEN_PARTS = JSON.parse(readFileSync(new URL('./screenParts.json', import.meta.url), 'utf8'));

/** The manifest of `dist` with helpers: a chunk's gzip size, its static closure, the initial set, the routes. */
export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipOf = (key) => gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  /** A chunk and everything it imports statically. */
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  // Initial JS of `/`: the entry, its static imports and Explore's chunk (the index route) if Explore is lazy.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const explore = Object.keys(manifest).find((k) => k.includes('pages/explore/ExplorePage'));
  const initial = closure(entryKey);
  if (explore) closure(explore, initial);
  // Lazy routes: every dynamically imported screen (src/pages, the admin layout).
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key !== explore)
    .filter((key) => /^src\/pages\/|^src\/app\/layouts\//.test(key) && /\.tsx?$/.test(key))
    .sort();
  /** A route's own chunks: what its first visit fetches beyond the initial JS. */
  const ownChunks = (key) => [...closure(key)].filter((dep) => !initial.has(dep));
  /**
   * What a first visit downloads beyond the initial JS, per screen: each lazy route, or for a route split in parts
   * (SCREEN_PARTS) each part with its route. `missing` lists parts the build no longer has as a lazy chunk.
   */
  const missing = [];
  const screens = routes.flatMap((route) => {
    const parts = SCREEN_PARTS[route];
    if (!parts) return [{ key: route, chunks: ownChunks(route) }];
    return parts.flatMap((part) => {
      if (!manifest[part]?.isDynamicEntry) {
        missing.push(part);
        return [];
      }
      return [{ key: part, chunks: [...new Set([...ownChunks(route), ...ownChunks(part)])] }];
    });
  });
  return { manifest, gzipOf, closure, initial, routes, ownChunks, screens, missing };
}

/** KB gzip: the initial JS of `/`, and each screen's own chunks by manifest key (a route's, or a part's). */
export function ownJsOfRoutes(dist) {
  const { gzipOf, initial, screens } = readBuild(dist);
  const sum = (keys) => keys.reduce((total, key) => total + gzipOf(key), 0) / 1024;
  return {
    initial: sum([...initial]),
    routes: Object.fromEntries(screens.map(({ key, chunks }) => [key, sum(chunks)])),
  };
}
