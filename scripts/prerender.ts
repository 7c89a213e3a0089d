import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { i18nCatalogsPlugin } from './i18nCatalogs.ts';
import {
  PRERENDERED_ROUTES,
  builtAssetModule,
  emotionStyles,
  shellFile,
  shellHtml,
  SPA_FALLBACK_FILE,
  type RenderScreen,
  type ScreenRender,
} from './prerenderPages.ts';
import { withWindowStandIn } from './windowStandIn.ts';

/** The prerender's SSR server: an asset import is the URL of the file the build emitted (builtAssetModule). */
function builtAssetsPlugin(files: readonly string[]): Plugin {
  return {
    name: 'atelier-prerender-built-assets',
    enforce: 'pre',
    load: (id) => builtAssetModule(id, files),
  };
}

/**
 * Vite plugin (production builds with the real backend's page; docs/decisions/0008): after the bundle is written,
 * renders each of PRERENDERED_ROUTES with the app's own components (src/app/prerender.tsx, loaded by a Vite SSR
 * server with the build's mode and env) into `dist/<route>.html` (`/` into index.html); the start-up state
 * ("APP Loading...") is SPA_FALLBACK_FILE for every other route, and every page of a mock build. Runs in writeBundle, after the CSP plugin wrote the policy into the page, and before the precompress plugin
 * (closeBundle) compresses the result.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let envDir = '';
  let active = false;
  let app = false;
  return {
    name: 'atelier-prerender',
    // The build writes the pages; `vite preview` (a serve command) answers them.
    apply: (_, env) => env.command === 'build' || Boolean(env.isPreview),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      envDir = config.envDir || config.root;
      // Mock builds start their backend inside the app, and their e2e journeys type into the screens at once: no
      // prerendered screens there (only the start-up page). Storybook's build has no page of its own.
      app = !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      active = app && config.env.VITE_USE_MOCKS !== 'true';
    },
    // `vite preview` of a prerendered build: a route without a page of its own gets the start-up page, as
    // from deploy/nginx (Vite's own fallback would answer index.html, which is Explore's).
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        const html = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');
        const fallback = join(dir, SPA_FALLBACK_FILE);
        if (html && path !== '/' && !extname(path) && existsSync(fallback)) {
          let file = '';
          try {
            file = decodeURIComponent(path).replace(/\/+$/, '');
          } catch {
            // A malformed path has no page of its own.
          }
          if (!file || !existsSync(join(dir, `${file}.html`))) req.url = `/${SPA_FALLBACK_FILE}`;
        }
        next();
      });
    },
    async writeBundle(_, bundle) {
      if (!app || !bundle['index.html']) return;
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: false,
        root,
        mode,
        envDir,
        logLevel: 'error',
        appType: 'custom',
        plugins: [i18nCatalogsPlugin(), builtAssetsPlugin(Object.keys(bundle))],
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        resolve: { alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') } },
      });
      try {
        await withWindowStandIn(async () => {
          const { prerenderScreen, prerenderStartup } = (await server.ssrLoadModule(
            '/src/app/prerender.tsx',
          )) as {
            prerenderScreen: RenderScreen;
            prerenderStartup: (path: string) => Promise<ScreenRender>;
          };
          // Each page once, for every window width: the layout's width choices are CSS (docs/decisions/0008).
          const drawn = ({ html, ...styles }: ScreenRender) => ({ html, emotion: emotionStyles(styles) });
          // Every page without a screen of its own shows the start-up state at once (issue 41 §10); a mock build's
          // pages are all such pages.
          const startup = drawn(await prerenderStartup('/'));
          const fallback = shellHtml(page, startup, 'startup');
          writeFileSync(join(outDir, SPA_FALLBACK_FILE), fallback);
          if (!active) {
            writeFileSync(join(outDir, 'index.html'), fallback);
            return;
          }
          for (const { path, visitor, url } of PRERENDERED_ROUTES) {
            const file = join(outDir, shellFile(path));
            mkdirSync(dirname(file), { recursive: true });
            const screen = drawn(await prerenderScreen(url ?? path, visitor));
            writeFileSync(file, shellHtml(page, screen, visitor));
          }
        });
      } finally {
        await server.close();
      }
      if (active) this.info(`prerendered ${PRERENDERED_ROUTES.map((route) => route.path).join(', ')}`);
    },
  };
}
