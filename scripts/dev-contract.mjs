#!/usr/bin/env node
// `npm run dev:contract`: the app (Vite dev server, mocks off) against the contract server — Prism mocking
// openapi/openapi.yaml from its examples. Prism validates every request the client sends and logs violations
// here. Ctrl-C stops both. Env: PRISM_PORT (default 4010); Vite's own flags pass through (e.g. -- --port 5174).
//
// `npm run dev:contract -- --upstream https://backend.example`: Prism as a validating proxy instead (its proxy
// mode): the app talks to the real backend through it, and every request or answer that departs from the contract
// is printed with its operation and field (Prism's `Violation:` lines).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CONTRACT_SERVER_ENV, startPrism } from '../e2e/bench/previewServer.mjs';

/** `--upstream <url>` or `--upstream=<url>` is ours; every other argument is Vite's. */
function splitArgs(argv) {
  const rest = [];
  let upstream;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--upstream') upstream = argv[(i += 1)];
    else if (arg.startsWith('--upstream=')) upstream = arg.slice('--upstream='.length);
    else rest.push(arg);
  }
  if (upstream !== undefined && !/^https?:\/\/[^/\s]+/.test(upstream)) {
    throw new Error(
      `--upstream needs the backend's http(s) address, e.g. https://backend.example (got "${upstream}")`,
    );
  }
  return { upstream: upstream?.replace(/\/+$/, ''), viteArgs: rest };
}

const root = resolve(import.meta.dirname, '..');
let args;
try {
  args = splitArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { upstream, viteArgs } = args;
const prism = await startPrism(root, Number(process.env.PRISM_PORT) || 4010, { echo: true, upstream });
console.log(
  upstream
    ? `\nValidating proxy (Prism) on ${prism.url} in front of ${upstream}; /api and /server go through it, and every departure from openapi/ is printed as a Violation line.\n`
    : `\nContract server (Prism) on ${prism.url}; /api and /server are proxied to it.\n`,
);

// Vite itself (not through npx), so stopping it stops the server.
const vite = spawn(join(root, 'node_modules', '.bin', 'vite'), ['--mode', 'development', ...viteArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, [CONTRACT_SERVER_ENV]: prism.url, VITE_USE_MOCKS: 'false' },
});

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
