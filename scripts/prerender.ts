import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { i18nCatalogsPlugin } from './i18nCatalogs.ts';
import { withWindowStandIn } from './windowStandIn.ts';

/**
 * Who a prerendered screen is drawn for: the shell shows only to that visitor (index.html's head script reads the
 * session cookie); anyone else gets the blank page until the app renders, as before.
 */
export type ShellVisitor = 'signedOut' | 'signedIn';

/** Routes whose first screen is in their own HTML (docs/decisions/0007-prerendered-route-shells.md). */
export const PRERENDERED_ROUTES: { path: string; visitor: ShellVisitor }[] = [
  { path: '/signin', visitor: 'signedOut' },
];

/**
 * Where a route's HTML goes in dist/: `/signin` → `signin.html`, `/tools/inspiration` → `tools/inspiration.html`:
 * where `vite preview` looks for `/signin` by itself, and deploy/nginx's `try_files $uri $uri.html /index.html`.
 */
export const shellFile = (path: string) => `${path.replace(/^\/+|\/+$/g, '')}.html`;

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * The app's page with a screen in place of Explore's static shell: the screen's markup in an inert wrapper that
 * lays out as if absent (`display: contents`), shown only to `visitor` (the `fp-screen` class index.html's head
 * script sets), and its CSS at the end of <head>. Nothing else changes: the same inline scripts (so the same CSP
 * hashes), the same app tags; React's first commit replaces the wrapper.
 */
export function shellHtml(
  page: string,
  screen: { html: string; css: string },
  visitor: ShellVisitor,
): string {
  if (!ROOT.test(page)) throw new Error('prerender: no <div id="root"> before </body> in index.html');
  return page
    .replace('<html lang="en">', `<html lang="en" data-fp-visitor="${visitor}">`)
    .replace('</head>', () => `  <style data-fp-screen>${screen.css}</style>\n  </head>`)
    .replace(
      ROOT,
      (_, end: string) => `<div id="root"><div id="fp-screen" inert>${screen.html}</div></div>${end}`,
    );
}

/**
 * Vite plugin (production builds with the real backend's page; docs/architecture.md "First paint"): after the
 * bundle is written, renders each of PRERENDERED_ROUTES with the app's own components (src/app/prerender.tsx,
 * loaded by a Vite SSR server with the build's mode and env) into `dist/<route>/index.html`. Runs in writeBundle,
 * so the CSP plugin has hashed index.html's scripts and the precompress plugin (closeBundle) compresses the result.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let envDir = '';
  let active = false;
  return {
    name: 'atelier-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      envDir = config.envDir || config.root;
      // Mock builds start their backend inside the app, and their e2e journeys type into the screens at once: no
      // shells there. Storybook's build has no page of its own.
      active =
        config.env.VITE_USE_MOCKS !== 'true' &&
        !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    async writeBundle(_, bundle) {
      if (!active || !bundle['index.html']) return;
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: false,
        root,
        mode,
        envDir,
        logLevel: 'error',
        appType: 'custom',
        plugins: [i18nCatalogsPlugin()],
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        resolve: { alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') } },
      });
      try {
        await withWindowStandIn(async () => {
          const { prerenderScreen } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            prerenderScreen: (url: string) => Promise<{ html: string; css: string }>;
          };
          for (const { path, visitor } of PRERENDERED_ROUTES) {
            const file = join(outDir, shellFile(path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, shellHtml(page, await prerenderScreen(path), visitor));
          }
        });
      } finally {
        await server.close();
      }
      this.info(`prerendered ${PRERENDERED_ROUTES.map((route) => route.path).join(', ')}`);
    },
  };
}
