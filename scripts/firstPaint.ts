import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, runnerImport, type Plugin, type Rollup } from 'vite';
import { loadAppFromScript } from './appLoader.ts';
import { withWindowStandIn } from './windowStandIn.ts';
import { routePreloadTable, type RoutePreloadTable, type ScreenRoute } from './routePreloads.ts';

const REACT_LAZY = Symbol.for('react.lazy');
const DYNAMIC_IMPORT = /__vite_ssr_dynamic_import__\("([^"]+)"\)/;

interface RouteLike {
  path?: string;
  index?: boolean;
  element?: { type?: unknown } | null;
  children?: RouteLike[];
}

/** The module a `lazy(() => import('…'))` element loads, read from the loader Vite's module runner compiled. */
function lazyModule(element: RouteLike['element']): string | undefined {
  // A lazyWithPreload screen (src/utils/lazyWithPreload.ts) carries its loader as `load`.
  const screen = element?.type as ((...args: never[]) => unknown) & { load?: unknown };
  if (typeof screen === 'function' && typeof screen.load === 'function')
    return DYNAMIC_IMPORT.exec(String(screen.load))?.[1];
  const type = element?.type as { $$typeof?: symbol; _payload?: { _result?: unknown } } | undefined;
  if (type?.$$typeof !== REACT_LAZY) return undefined;
  const loader = type._payload?._result;
  if (typeof loader !== 'function') {
    throw new Error('firstPaint: a lazy route element no longer exposes its loader; update lazyModule()');
  }
  return DYNAMIC_IMPORT.exec(String(loader))?.[1];
}

/** Screens split in parts chosen by the URL: page module → [part without an image, part with one]. */
type ScreenParts = Record<string, [string, string]>;

/** Every leaf of the route table with its full path, the lazy modules along its branch (layouts first), its parts. */
export function screenRoutes(
  routes: RouteLike[],
  prefix = '',
  above: string[] = [],
  parts: ScreenParts = {},
): ScreenRoute[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix || '/';
    const own = lazyModule(route.element);
    const modules = own ? [...above, own] : above;
    if (route.children?.length) return screenRoutes(route.children, path, modules, parts);
    // The runner's module ids start at the root ('/src/…'); screenParts.json's are relative ('src/…').
    const split = modules.map((module) => parts[module.replace(/^\//, '')]).find(Boolean);
    return [split ? { path, modules, parts: split } : { path, modules }];
  });
}

/**
 * Reads the app's route table the way the browser sees it: src/app/router.tsx run in Node by Vite's module
 * runner (the same aliases, no build), with scripts/windowStandIn.ts.
 */
async function loadScreenRoutes(root: string): Promise<ScreenRoute[]> {
  return withWindowStandIn(async () => {
    const { module } = await runnerImport<{ routes: RouteLike[] }>('/src/app/router.tsx', {
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') } },
    });
    const parts = JSON.parse(readFileSync(join(root, 'scripts/screenParts.json'), 'utf8')) as ScreenParts;
    return screenRoutes(module.routes, '', [], parts);
  });
}

/** The JS chunks a dynamic entry needs beyond the initial ones, its own file first. */
function chunkFiles(bundle: Rollup.OutputBundle, root: string, initial: Set<string>) {
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId) byModule.set(item.facadeModuleId, item);
  }
  return (module: string): string[] => {
    const chunk = byModule.get(join(root, module));
    if (!chunk) throw new Error(`firstPaint: no chunk for ${module}`);
    const files: string[] = [];
    const visit = (file: string) => {
      if (initial.has(file) || files.includes(file)) return;
      files.push(file);
      const next = bundle[file];
      if (next?.type === 'chunk') next.imports.forEach(visit);
    };
    visit(chunk.fileName);
    return files;
  };
}

/**
 * The inline script that starts fetching the chunks of the screen a URL opens, and of a split screen the part the
 * URL shows (an image named by `image_id` or a numeric last segment: the pages' `ready()` choose the same way). It
 * goes last in <head>, after the initial JS tags Vite wrote, so those are requested first.
 */
export function preloadScript(table: RoutePreloadTable): string {
  return (
    `<script>(function(){var f=${JSON.stringify(table.files)},r=${JSON.stringify(table.routes)},` +
    `p=location.pathname;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){` +
    `var n=r[i][1],s=r[i][2];if(s)n=n.concat(s[/[?&]image_id=0*[1-9]\\d*(&|$)/.test(location.search)||` +
    `/\\/\\d+\\/?$/.test(p)?1:0]);var a=function(){n.forEach(function(n){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=f[n];document.head.appendChild(l)})};` +
    // A prerendered screen (docs/decisions/0007) is painted first: src/app/headStart.ts adds them after the paint.
    `if(document.documentElement.classList.contains('fp-screen'))window.atelierRoutePreloads=a;else a();break}})()</script>`
  );
}

const FIRST_PAGE_GLOBAL = 'atelierFirstPage';

/**
 * src/app/headStart.ts (Explore's static first page, the screens' first requests) as a minified IIFE defining
 * FIRST_PAGE_GLOBAL, built with the app's mode and env (its API base and image CDN are the app's).
 */
async function buildStaticFirstPage(root: string, mode: string, envDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode,
    envDir,
    logLevel: 'error',
    publicDir: false,
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      // A library imported for a hook the script never calls (React, through the language setting) is left out.
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]/.test(id) },
      },
      lib: {
        entry: join(root, 'src/app/headStart.ts'),
        formats: ['iife'],
        name: FIRST_PAGE_GLOBAL,
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('firstPaint: the static first page built no chunk');
  return chunk.code;
}

/**
 * Vite plugin (build only): adds the preload script for the screen a URL opens (docs/architecture.md "First paint"), so its
 * chunks download beside the initial JS instead of after it; with the real backend, the app's JS is loaded by the
 * static first page's script (scripts/appLoader.ts). Runs before the CSP plugin, which hashes both.
 */
export function firstPaintPlugin(): Plugin {
  let root = '';
  let base = '/';
  let mode = 'production';
  let envDir = '';
  let mocks = false;
  return {
    name: 'atelier-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
      envDir = config.envDir || config.root;
      // The mock backend starts inside the app: a mock build has no backend to ask before the app runs.
      mocks = config.env.VITE_USE_MOCKS === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        // Only the app's page: Storybook builds its own HTML with this config and has no routes.
        const app = ctx.chunk?.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/main.tsx'));
        if (!ctx.bundle || !ctx.chunk || !app) return html;
        const initial = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const table = routePreloadTable(
          await loadScreenRoutes(root),
          chunkFiles(ctx.bundle, root, initial),
          base,
        );
        const withPreloads = html.replace('</head>', `  ${preloadScript(table)}\n  </head>`);
        if (mocks) return withPreloads;
        const firstPage = await buildStaticFirstPage(root, mode, envDir);
        return loadAppFromScript(withPreloads, firstPage, FIRST_PAGE_GLOBAL);
      },
    },
  };
}
