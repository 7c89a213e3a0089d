// The mock build served by `vite preview` on a free port, for the benchmarks (never for tests).
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';

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

export async function waitForServer(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    const status = await new Promise((done) => {
      get(url, (response) => {
        response.resume();
        done(response.statusCode);
      }).on('error', () => done(0));
    });
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Starts `vite preview` of `dist-mock/` from `root`; returns its base URL and a stop function. */
export async function startMockPreview(root, port) {
  const preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'mock',
      '--outDir',
      'dist-mock',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, preview);
  return { base, preview, stop };
}
