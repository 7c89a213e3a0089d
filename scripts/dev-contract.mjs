#!/usr/bin/env node
// `npm run dev:contract`: the app (Vite dev server, mocks off) against the contract server — Prism mocking
// openapi/openapi.yaml from its examples. Prism validates every request the client sends and logs violations
// here. Ctrl-C stops both. Env: PRISM_PORT (default 4010); Vite's own flags pass through (e.g. -- --port 5174).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CONTRACT_SERVER_ENV, startPrism } from '../e2e/bench/previewServer.mjs';

const root = resolve(import.meta.dirname, '..');
const prism = await startPrism(root, Number(process.env.PRISM_PORT) || 4010, { echo: true });
console.log(`\nContract server (Prism) on ${prism.url}; /api and /server are proxied to it.\n`);

// Vite itself (not through npx), so stopping it stops the server.
const vite = spawn(
  join(root, 'node_modules', '.bin', 'vite'),
  ['--mode', 'development', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [CONTRACT_SERVER_ENV]: prism.url, VITE_USE_MOCKS: 'false' },
  },
);

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  prism.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
vite.on('exit', (code) => stopAll(code ?? 0));
prism.child.on('exit', (code) => {
  if (!stopping) console.error(`prism exited with code ${code}`);
  stopAll(code ?? 1);
});
