// Serves a build through deploy/nginx (Debian's nginx, run by deploy/nginx/start.sh exactly as the Docker image
// runs it) for e2e/deploy.spec.ts and `npm run preview:nginx`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForServer } from './previewServer.mjs';

/** Why nginx cannot run here, or null: Debian's nginx with the brotli static module and envsubst. */
export function nginxMissing() {
  const lacks = [];
  if (!existsSync('/usr/sbin/nginx')) lacks.push('nginx');
  if (!existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
    lacks.push('libnginx-mod-http-brotli-static');
  try {
    execFileSync('envsubst', ['--version'], { stdio: 'ignore' });
  } catch {
    lacks.push('gettext-base');
  }
  return lacks.length ? `apt-get install ${lacks.join(' ')}` : null;
}

/** A self-signed certificate for 127.0.0.1 (for the TLS listener of a local check). */
function selfSignedCertificate(dir) {
  const cert = join(dir, 'tls.crt');
  const key = join(dir, 'tls.key');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * Starts nginx on `port` (and `tlsPort` with a self-signed certificate) serving `appRoot`, forwarding /api and
 * /server to `upstream`. `contractMedia` also serves the contract examples' pictures (openapi/examples/media) at
 * /contract-media/, as the contract server's Vite plugin does, through the configuration's EXTRA_CONF_DIR; with
 * `{ upstream }` it forwards them to a server that honours `?w=` (a `vite preview` with the contract plugin).
 */
export async function startNginx(root, { appRoot, port, tlsPort, upstream, contractMedia = false }) {
  const missing = nginxMissing();
  if (missing) throw new Error(`nginx cannot run here: ${missing}`);
  const runDir = mkdtempSync(join(tmpdir(), 'atelier-nginx-'));
  const extra = join(runDir, 'conf.d');
  mkdirSync(extra);
  if (contractMedia) {
    // A server that answers `?w=` as a resizing media host does (the contract server's plugin), or the files as
    // they are (their largest copy, whatever the width asked).
    const body =
      typeof contractMedia === 'object'
        ? `  proxy_pass ${contractMedia.upstream};\n`
        : `  alias ${join(root, 'openapi', 'examples', 'media')}/;\n  try_files $uri =404;\n`;
    writeFileSync(join(extra, 'contract-media.conf'), `location ^~ /contract-media/ {\n${body}}\n`);
  }
  const tls = tlsPort ? selfSignedCertificate(runDir) : null;
  const env = {
    ...process.env,
    BACKEND_UPSTREAM: upstream,
    APP_ROOT: appRoot,
    LISTEN_PORT: `127.0.0.1:${port}`,
    NGINX_RUN_DIR: runDir,
    EXTRA_CONF_DIR: extra,
    // Node's pipes are sockets, which nginx cannot open as /dev/stdout.
    ACCESS_LOG: join(runDir, 'access.log'),
    ...(tls ? { TLS_PORT: `127.0.0.1:${tlsPort}`, TLS_CERT: tls.cert, TLS_KEY: tls.key } : {}),
  };
  const child = spawn(join(root, 'deploy', 'nginx', 'start.sh'), [], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`, child, 20_000, 'nginx');
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${log.join('\n')}`, { cause: error });
  }
  return { base, tlsBase: tls ? `https://127.0.0.1:${tlsPort}` : null, runDir, log, child, stop };
}
