import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { i18nCatalogsPlugin } from './i18nCatalogs.ts';
import {
  PRERENDERED_ROUTES,
  renderAllWidths,
  screenMarkup,
  shellFile,
  shellHtml,
  type RenderAt,
} from './prerenderPages.ts';
import { withWindowStandIn } from './windowStandIn.ts';

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
            prerenderScreen: RenderAt;
          };
          for (const { path, visitor, url } of PRERENDERED_ROUTES) {
            const file = join(outDir, shellFile(path));
            mkdirSync(dirname(file), { recursive: true });
            const screen = screenMarkup(await renderAllWidths(prerenderScreen, url ?? path, visitor));
            writeFileSync(file, shellHtml(page, screen, visitor));
          }
        });
      } finally {
        await server.close();
      }
      this.info(`prerendered ${PRERENDERED_ROUTES.map((route) => route.path).join(', ')}`);
    },
  };
}
