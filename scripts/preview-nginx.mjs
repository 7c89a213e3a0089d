#!/usr/bin/env node
// `npm run preview:nginx`: dist/ (`npm run build` first) served by deploy/nginx — the configuration the Docker image
// runs — with /api and /server forwarded to the contract server (Prism mocking openapi/ from its examples), or to
// a real backend with `-- --upstream https://backend.example.com`. Needs Debian's nginx (docs/deploy.md).
// Env: NGINX_PORT (default 8080), NGINX_TLS_PORT (adds HTTPS with a self-signed certificate), PRISM_PORT.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startPrism } from '../e2e/bench/previewServer.mjs';
import { startNginx } from '../e2e/bench/nginxServer.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { upstream: { type: 'string' } } });
const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
process.on('SIGINT', () => (stopAll(), process.exit(0)));
process.on('SIGTERM', () => (stopAll(), process.exit(0)));

let upstream = values.upstream;
if (!upstream) {
  const prism = await startPrism(root, Number(process.env.PRISM_PORT) || (await freePort()), { echo: true });
  stops.push(prism.stop);
  upstream = prism.url;
}
const nginx = await startNginx(root, {
  appRoot: resolve(root, 'dist'),
  port: Number(process.env.NGINX_PORT) || 8080,
  tlsPort: Number(process.env.NGINX_TLS_PORT) || undefined,
  upstream,
  contractMedia: !values.upstream,
});
stops.push(nginx.stop);
console.log(`\ndist/ through deploy/nginx on ${nginx.base}${nginx.tlsBase ? ` and ${nginx.tlsBase}` : ''}`);
console.log(`/api and /server → ${upstream}; nginx's files in ${nginx.runDir}. Ctrl-C stops.\n`);
nginx.child.on('exit', (code) => {
  console.error(`nginx exited with code ${code}\n${nginx.log.join('\n')}`);
  stopAll();
  process.exit(1);
});
