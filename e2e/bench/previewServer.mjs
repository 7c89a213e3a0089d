// Servers for the benchmarks and `npm run dev:contract` (never for tests): `vite preview` of a build on a free
// port, and the contract server (Prism mocking openapi/ from its examples, or validating a real backend).
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeContractWithBases } from './contractSpec.mjs';

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

/** Waits until `url` answers 200 (or, with `anyStatus`, answers at all). */
export async function waitForServer(
  url,
  child,
  timeoutMs = 60_000,
  name = 'vite preview',
  anyStatus = false,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const status = await new Promise((done) => {
      get(url, (response) => {
        response.resume();
        done(response.statusCode);
      }).on('error', () => done(0));
    });
    if (status === 200 || (anyStatus && status > 0)) return;
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

/**
 * A build with the real backend's pages (`outDir`) served by `vite preview` against Prism mocking the contract:
 * what e2e/prerender.spec.ts and e2e/hydration.spec.ts open. Returns the preview's base URL and one stop for both.
 */
export async function startContractPreview(root, { outDir = 'dist' } = {}) {
  const prism = await startPrism(root, await freePort());
  try {
    const preview = await startPreview(root, await freePort(), {
      outDir,
      env: { [CONTRACT_SERVER_ENV]: prism.url },
    });
    return {
      base: preview.base,
      stop: () => {
        preview.stop();
        prism.stop();
      },
    };
  } catch (error) {
    prism.stop();
    throw error;
  }
}

/** Starts `vite preview` of `dist-mock/` (the mock build) from `root`. */
export function startMockPreview(root, port) {
  return startPreview(root, port, { mode: 'mock', outDir: 'dist-mock' });
}

/**
 * Starts Prism on the contract in examples (static) mode, or with `upstream` as a validating proxy to that origin
 * (`prism proxy`: every request and answer is checked against the contract and forwarded unchanged). Prism reads
 * the contract with each path under its base (e2e/bench/contractSpec.mjs), so it answers the app's own URLs
 * (`/api/global/images`) and a proxy forwards them with their path. Log lines are kept in `log` (and echoed when
 * `echo` is true); `watch` follows edits of openapi/openapi.yaml.
 */
export async function startPrism(root, port, { echo = false, upstream, watch = false } = {}) {
  const spec = writeContractWithBases(root, { watch });
  const args = upstream ? ['proxy', spec, upstream] : ['mock', spec];
  const { child, stop } = spawnGroup(
    join(root, 'node_modules', '.bin', 'prism'),
    [...args, '--host', '127.0.0.1', '--port', String(port)],
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
  // A proxy answers whatever the upstream does; the mock answers the category tree from its example.
  await waitForServer(`${url}/api/global/category`, child, 60_000, 'prism', Boolean(upstream));
  return { url, log, child, stop };
}

/** Prism log lines that report a contract violation or a request it could not answer. */
export function prismProblems(log) {
  return log.filter((line) => /✖|\berror\b|violation/i.test(line) && !/Request received/.test(line));
}
