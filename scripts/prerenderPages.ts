/** Pure parts of the build's prerendered pages (scripts/prerender.ts; docs/decisions/0007), testable without a build. */

/**
 * Who a prerendered screen is drawn for: a visitor signed out, or signed in (the plans page, which sends visitors to
 * sign in). Anyone else sees it until the app's first render replaces it with their own screen.
 */
export type ShellVisitor = 'signedOut' | 'signedIn';

/**
 * A route whose first screen is in its own HTML. `url`, when the screen reads its query: what it is drawn for (its
 * loading state, for any URL of the route), where `path` names the file.
 */
export interface PrerenderedRoute {
  path: string;
  visitor: ShellVisitor;
  url?: string;
}

/** Routes whose first screen is in their own HTML (docs/decisions/0007 and 0008): the public routes, and the plans. */
export const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { path: '/', visitor: 'signedOut' },
  { path: '/signin', visitor: 'signedOut' },
  {
    path: '/marketing/content',
    visitor: 'signedOut',
  },
  { path: '/tools/inspiration', visitor: 'signedOut' },
  { path: '/payment', visitor: 'signedIn' },
  {
    path: '/image/detail',
    visitor: 'signedOut',
    url: '/image/detail?image_id=1',
  },
  { path: '/space/avator', visitor: 'signedOut' },
  { path: '/terms', visitor: 'signedOut' },
  { path: '/privacy', visitor: 'signedOut' },
];

/** The page of every route that has none of its own: the app's start-up state (nginx's and preview's fallback). */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/**
 * Where a route's HTML goes in dist/: `/` → `index.html`, `/signin` → `signin.html`, `/tools/inspiration` →
 * `tools/inspiration.html`: where `vite preview` looks for them by itself, and deploy/nginx's
 * `try_files $uri $uri.html /__spa-fallback.html`.
 */
export const shellFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** A screen rendered once, for every window width (src/app/prerender.tsx): CSS chooses what each width shows. */
export interface ScreenRender {
  html: string;
  /** Emotion's rules by style name. */
  css: Record<string, string>;
  /** The names in `css` that are global styles. */
  globals: string[];
}

export type RenderScreen = (path: string, visitor: ShellVisitor) => Promise<ScreenRender>;

/**
 * The screen's Emotion rules as the `<style>` elements Emotion's browser cache adopts at its start (the server
 * rendering's form): one `data-emotion="css-global <name>"` per global style, which its `<Global>` takes over
 * instead of inserting it again, then one `data-emotion="css <name> <name> …"` with the rest, whose names the cache
 * counts as inserted. So the app's first commit inserts only the rules the shell did not have, and the shell's CSS
 * stays on the page for the screen that replaces it.
 */
export function emotionStyles({ css, globals }: Omit<ScreenRender, 'html'>): string {
  const global = new Set(globals);
  const names = Object.keys(css).filter((name) => !global.has(name));
  // A global style with keyframes is named `<name> <keyframes>` by the server; <Global> looks for its own name only.
  const tags = globals
    .filter((name) => name in css)
    .map((name) => `<style data-emotion="css-global ${name.split(' ')[0]}">${css[name]}</style>`);
  if (names.length)
    tags.push(
      `<style data-emotion="css ${names.join(' ')}">${names.map((name) => css[name]).join('')}</style>`,
    );
  return tags.join('');
}

/**
 * The app's page with a screen in it: the screen's markup in the root, which says whom it was drawn for
 * (`data-drawn`: a visitor's session, or `startup` for the start-up state) and is `inert` until the app has taken
 * over (typing into a form before the app runs would be lost), and its Emotion styles at the end of <head>. One
 * drawing serves every window width: the layout's width choices are CSS media rules (docs/decisions/0008). The app
 * hydrates a screen drawn for the visitor and replaces anything else (src/app/start.tsx). No preloads of the
 * screen's chunks: the app asks for them first thing (`loadFirstScreen`), and Vite's dynamic-import preload fetches
 * each chunk's imports beside it; a list of them in the page made the simulated first paint wait for them
 * (docs/decisions/0008).
 */
export function shellHtml(
  page: string,
  screen: { html: string; emotion: string },
  drawn: ShellVisitor | 'startup',
): string {
  if (!ROOT.test(page)) throw new Error('prerender: no <div id="root"></div> before </body> in index.html');
  return page
    .replace('</head>', () => `  ${screen.emotion}\n    ${DRAWN_END_EXPECT}\n  </head>`)
    .replace(
      ROOT,
      (_, end: string) =>
        `<div id="root" data-drawn="${drawn}" inert>${screen.html}</div><template id="${DRAWN_END_ID}"></template>${end}`,
    );
}

/** The element after the drawn screen that the page's first rendering waits for (DRAWN_END_EXPECT). */
export const DRAWN_END_ID = 'drawn-end';

/**
 * HTML's render-blocking `<link rel="expect">`: the browser paints nothing of the body until the whole drawn screen
 * is parsed. Without it, a page arriving in pieces (slow network, busy phone) was painted half-parsed, then moved:
 * the sign-in card, centred, grew under the reader (CLS 0.24 through nginx), and on a phone Inspiration's banner,
 * which comes before the panel in the markup and below it on the screen, was first painted 176 px too high.
 * Browsers without it paint as before.
 */
const DRAWN_END_EXPECT = `<link rel="expect" href="#${DRAWN_END_ID}" blocking="render" />`;

/**
 * What the prerender's SSR server answers for an asset import (`…woff2?url`, the brand face): the URL of the file the
 * build emitted for it (`/assets/<name>-<hash>.<ext>`), as the app's bundle has it; `null` leaves the import to
 * Vite (which would answer its source path under /node_modules, a path the built site does not serve). The same URL
 * on both sides matters beyond the file fetched: Emotion names a style by a hash of its text, so the brand face's
 * global style drawn at build time is the one the app finds and adopts when it hydrates, not a second copy.
 */
export function builtAssetModule(id: string, files: readonly string[]): string | null {
  const match = /\/([\w.-]+)\.(woff2?|png|svg|jpe?g|webp)\?url$/.exec(id);
  if (!match) return null;
  const [, name, ext] = match;
  const built = files.find((file) => file.startsWith(`assets/${name}-`) && file.endsWith(`.${ext}`));
  return built ? `export default ${JSON.stringify(`/${built}`)};` : null;
}
