/**
 * Builds with the real backend load the app from a script instead of from Vite's tags (docs/architecture.md "First paint"): on
 * Explore, index.html shows the first page's pictures before the app's JS is requested, so on a slow connection the
 * pictures are not queued behind 190 KB of JS. Pure string work, so the rewrite is testable without a build.
 */

const ENTRY_TAG = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** The entry module and the modulepreloads Vite wrote into the page, in its order. */
export function appTags(html: string): { entry: string; preloads: string[] } {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('appLoader: no module entry <script> in index.html');
  return { entry, preloads: [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]) };
}

/** A function (as source) that adds the app's tags to <head>, as the parser would have: entry first, then preloads. */
export function startAppSource(entry: string, preloads: string[]): string {
  return (
    `function(){var h=document.head,s=document.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};h.appendChild(s);${JSON.stringify(preloads)}.forEach(function(u){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)})}`
  );
}

/**
 * Replaces Vite's entry script with one inline script running `firstPage` (the IIFE of src/app/headStart.ts, defining
 * `global`): it asks the screens' first requests, then runs the static first page, which adds the app's tags when
 * it is done. Drops Vite's modulepreloads (the script adds them). The script sits where the entry tag was, so the
 * route preloads that follow in <head> are still requested after the app's own JS.
 */
export function loadAppFromScript(html: string, firstPage: string, global: string): string {
  const { entry, preloads } = appTags(html);
  const script =
    `    <script>(function(){${firstPage.trim()}\n${global}.startScreenRequests();${global}.runStaticFirstPage(` +
    `${startAppSource(entry, preloads)})})()</script>\n`;
  return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, () => script);
}
