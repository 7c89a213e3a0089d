/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/**
 * `npm run dev:contract -- --upstream <backend>` (issue 28): Prism's proxy mode in front of a backend that answers
 * against the contract prints the departure with its operation and field. The upstream here is a stub answering
 * the category tree wrongly (no `message`, `data` a string); the proxy is started by the same function the command
 * uses (e2e/bench/previewServer.mjs `startPrism` with `upstream`), without the Vite dev server beside it.
 */
const root = resolve(__dirname, '..');

function listen(server: Server): Promise<number> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
}

const freePort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
};

test('the validating proxy prints a wrong answer from the backend as a violation naming the field', async () => {
  const requests: string[] = [];
  const upstream = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 'zero', msg: 'ok', data: 'not a list' }));
  });
  const upstreamPort = await listen(upstream);
  const prismPort = await freePort();
  // The proxy's own process: it starts Prism in proxy mode, asks one call through it, and prints Prism's log.
  const script = `
    import { startPrism } from './e2e/bench/previewServer.mjs';
    const prism = await startPrism(process.cwd(), ${prismPort}, { upstream: 'http://127.0.0.1:${upstreamPort}' });
    try {
      const answer = await fetch(prism.url + '/api/global/category');
      await answer.text();
      for (let i = 0; i < 40 && !prism.log.some((line) => /Violation/.test(line)); i += 1)
        await new Promise((done) => setTimeout(done, 250));
      console.log(prism.log.join('\\n'));
    } finally {
      prism.stop();
    }
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((done) => child.on('exit', done));
  upstream.close();

  expect({ status, tail: status === 0 ? '' : output.slice(-2000) }).toEqual({ status: 0, tail: '' });
  // The call went through to the backend, unchanged…
  expect(requests).toContain('GET /api/global/category');
  // …and both departures were printed, under the request's line.
  expect(output).toMatch(/get \/api\/global\/category .*Request received/);
  expect(output).toContain("Violation: response.body Response body must have required property 'message'");
  expect(output).toContain('Violation: response.body.data Response body property data must be array');
});
