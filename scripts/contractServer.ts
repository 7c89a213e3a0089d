import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import { mediaFileFor } from './mediaFile.ts';

/**
 * Environment variable naming the contract server (Prism mocking `openapi/`, e.g. `http://127.0.0.1:4010`).
 * Set by `npm run dev:contract` and `npm run bench:lighthouse`; when it is missing the plugin does nothing.
 */
export const CONTRACT_SERVER_ENV = 'CONTRACT_SERVER_URL';

/** URL path of the pictures the contract's examples point at, and the folder they live in (not `public/`). */
export const CONTRACT_MEDIA_PREFIX = '/contract-media/';
export const CONTRACT_MEDIA_DIR = fileURLToPath(new URL('../openapi/examples/media', import.meta.url));

/** The app's two bases (src/config/env.ts, .env), proxied with their path to Prism. */
const BASES = ['/api', '/server'] as const;

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Serves `CONTRACT_MEDIA_DIR` at `CONTRACT_MEDIA_PREFIX`, honouring `?w=` like a resizing media host. */
function mediaMiddleware(): Connect.NextHandleFunction {
  const files = existsSync(CONTRACT_MEDIA_DIR) ? readdirSync(CONTRACT_MEDIA_DIR) : [];
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith(CONTRACT_MEDIA_PREFIX)) return next();
    const [path, query = ''] = url.slice(CONTRACT_MEDIA_PREFIX.length).split('#')[0].split('?');
    const width = Number(new URLSearchParams(query).get('w')) || null;
    const name = mediaFileFor(decodeURIComponent(path), width, files);
    const file = normalize(join(CONTRACT_MEDIA_DIR, name));
    if (!file.startsWith(CONTRACT_MEDIA_DIR + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Content-Length', statSync(file).size);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    createReadStream(file).pipe(res);
  };
}

/** `/api/x` and `/server/x` → `<prism>/api/x`, `<prism>/server/x`: Prism reads the contract with its bases. */
function proxyTo(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(BASES.map((base) => [base, { target, changeOrigin: true }]));
}

/**
 * Vite plugin for the contract server (dev and preview only): when `CONTRACT_SERVER_URL` is set, proxies the
 * app's `/api` and `/server` bases to Prism and serves the examples' pictures. Without the variable it adds
 * nothing, so `npm run dev` and `npm run build` are unaffected.
 */
export function contractServerPlugin(target = process.env[CONTRACT_SERVER_ENV]): Plugin {
  if (!target) return { name: 'atelier-contract-server' };
  return {
    name: 'atelier-contract-server',
    apply: 'serve',
    config: () => ({ server: { proxy: proxyTo(target) }, preview: { proxy: proxyTo(target) } }),
    configureServer(server) {
      server.middlewares.use(mediaMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(mediaMiddleware());
    },
  };
}
