// Servers for the benchmarks and `npm run dev:contract` (never for tests): `vite preview` of a build on a free
// port, and the contract server (Prism mocking openapi/ from its examples).
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Read by scripts/contractServer.ts (the Vite plugin): where `/api` and `/server` are proxied to. */
export const CONTRACT_SERVER_ENV = 'CONTRACT_SERVER_URL';

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

export async function waitForServer(url, child, timeoutMs = 60_000, name = 'vite preview') {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const status = await new Promise((done) => {
      get(url, (response) => {
        response.resume();
        done(response.statusCode);
      }).on('error', () => done(0));
    });
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} at ${url} did not start`);
}

/** Spawns a command in its own process group; `stop` ends the whole group (also when this process exits). */
function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  return { child, stop };
}

/**
 * Starts `vite preview` of `outDir` from `root`; returns its base URL and a stop function.
 * `env` adds variables (e.g. CONTRACT_SERVER_URL for the contract plugin's proxy and pictures).
 */
export async function startPreview(root, port, { mode = 'production', outDir = 'dist', env = {} } = {}) {
  const { child: preview, stop } = spawnGroup(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, preview);
  return { base, preview, stop };
}

/** Starts `vite preview` of `dist-mock/` (the mock build) from `root`. */
export function startMockPreview(root, port) {
  return startPreview(root, port, { mode: 'mock', outDir: 'dist-mock' });
}

/**
 * Starts Prism on `openapi/openapi.yaml` in examples (static) mode. Prism validates every request against the
 * contract; its log lines are kept in `log` (and echoed when `echo` is true). Path keys have no base prefix, so
 * the Vite plugin strips `/api` and `/server` before proxying.
 */
export async function startPrism(root, port, { echo = false } = {}) {
  const { child, stop } = spawnGroup(
    join(root, 'node_modules', '.bin', 'prism'),
    ['mock', '--host', '127.0.0.1', '--port', String(port), join(root, 'openapi', 'openapi.yaml')],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    log.push(...text.split('\n').filter(Boolean));
    if (echo) process.stdout.write(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/global/category`, child, 60_000, 'prism');
  return { url, log, child, stop };
}

/** Prism log lines that report a contract violation or a request it could not answer. */
export function prismProblems(log) {
  return log.filter((line) => /✖|\berror\b|violation/i.test(line) && !/Request received/.test(line));
}
