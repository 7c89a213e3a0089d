#!/usr/bin/env node
// A plain static file server for a built directory (the Storybook build the story tests run against):
// `node scripts/serve-static.mjs storybook-static 4380`. No dependencies, no caching, 127.0.0.1 only. Further
// arguments `/url/path=file` serve one more file each (the story tests' axe-core, from node_modules).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'storybook-static', portArg = '6007', ...mounts] = process.argv.slice(2);
const root = resolve(dir);
const extraFiles = new Map(
  mounts.map((mount) => {
    const at = mount.indexOf('=');
    return [mount.slice(0, at), resolve(mount.slice(at + 1))];
  }),
);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = extraFiles.get(pathname) ?? normalize(join(root, pathname));
  if (!extraFiles.has(pathname) && !file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const size = statSync(file).size;
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': /\.(html|json)$/.test(file) ? 'no-store' : 'max-age=3600',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
});

server.listen(Number(portArg), '127.0.0.1', () => {
  console.log(`Serving ${dir} on http://127.0.0.1:${portArg}`);
});
