import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { freePort, startPrism } from './bench/previewServer.mjs';
import { nginxMissing, startNginx } from './bench/nginxServer.mjs';
import { permissionsPolicy, REFERRER_POLICY } from '../scripts/cspPolicy';
import { PRERENDERED_ROUTES, shellFile, SPA_FALLBACK_FILE } from '../scripts/prerenderPages';

/**
 * deploy/nginx serving the production build (dist/, `npm run build`), run by deploy/nginx/start.sh as the Docker
 * image runs it, with /api and /server forwarded to the contract server (Prism): every rule of docs/deploy.md
 * checked with real requests, then a journey through it in Chromium. Needs Debian's nginx and its brotli static
 * module (`apt-get install nginx libnginx-mod-http-brotli-static gettext-base`; .ci/run installs them).
 */

const DIST = join(process.cwd(), 'dist');
let base = '';
let tlsBase = '';
let prismUrl = '';
const stops: (() => void)[] = [];

// One set of servers for the file's tests: they run in order in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('no dist/: run `npm run build` before this spec');
  const missing = nginxMissing();
  if (missing) throw new Error(`nginx is needed for this spec: ${missing}`);
  const prism = await startPrism(process.cwd(), Number(process.env.PRISM_PORT) || (await freePort()));
  stops.push(prism.stop);
  prismUrl = prism.url;
  const nginx = await startNginx(process.cwd(), {
    appRoot: DIST,
    port: Number(process.env.NGINX_PORT) || (await freePort()),
    tlsPort: Number(process.env.NGINX_TLS_PORT) || (await freePort()),
    upstream: prism.url,
    contractMedia: true,
  });
  stops.push(nginx.stop);
  base = nginx.base;
  tlsBase = nginx.tlsBase!;
});

test.afterAll(() => stops.forEach((stop) => stop()));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as sent, the body as received (no decompression); TLS accepts the test's own certificate. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const dist = (path: string) => readFileSync(join(DIST, path));
const indexHtml = () => dist('index.html');
const manifest = () =>
  JSON.parse(dist('.vite/manifest.json').toString()) as Record<string, { file: string; css?: string[] }>;
/** The policy of index.html's meta tag, which the header must repeat with `frame-ancestors 'none'`. */
const metaCsp = () =>
  /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/
    .exec(indexHtml().toString())![1]
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The build's largest script (every page loads it) and a stylesheet: hashed, and worth pre-compressing. */
function hashedAssets() {
  const entries = Object.values(manifest());
  const size = (file: string) => dist(file).length;
  const js = entries
    .map((entry) => entry.file)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => size(b) - size(a))[0];
  const css = entries.flatMap((entry) => entry.css ?? [])[0];
  return [js, css].filter(Boolean) as string[];
}

function expectSecurityHeaders(answer: Answer, where: string) {
  expect(answer.headers['content-security-policy'], `${where}: CSP header`).toBe(
    `${metaCsp()}; frame-ancestors 'none'`,
  );
  expect(answer.headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  expect(answer.headers['referrer-policy'], `${where}: Referrer-Policy`).toBe(REFERRER_POLICY);
  // dist/ is built without provider keys (CI's `npm run build`): the policy of a build with no VITE_ providers.
  expect(answer.headers['permissions-policy'], `${where}: Permissions-Policy`).toBe(permissionsPolicy({}));
}

test.describe('the rules', () => {
  test('every app route answers the page without a screen, never cached; a missing file is a plain 404', async () => {
    for (const route of ['/modeling/content', '/tools/info/42', '/space/creations', '/admin/users']) {
      const answer = await get(`${base}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-type'], route).toMatch(/^text\/html/);
      expect(answer.body.equals(dist(SPA_FALLBACK_FILE)), `${route} is dist/${SPA_FALLBACK_FILE}`).toBe(true);
      expect(answer.headers['cache-control'], `${route}: revalidated every time`).toBe('no-cache');
    }
    // A prerendered route answers its own page (docs/decisions/0008; `/` is index.html), revalidated the same way.
    expect(PRERENDERED_ROUTES.length).toBeGreaterThan(0);
    for (const { path } of PRERENDERED_ROUTES) {
      for (const route of [path, `${path}?redirect=%2Fpayment`]) {
        const answer = await get(`${base}${route}`);
        expect(answer.status, route).toBe(200);
        expect(answer.headers['content-type'], route).toMatch(/^text\/html/);
        expect(answer.body.equals(dist(shellFile(path))), `${route} is dist/${shellFile(path)}`).toBe(true);
        expect(answer.headers['cache-control'], `${route}: revalidated every time`).toBe('no-cache');
        expectSecurityHeaders(answer, route);
      }
    }
    for (const missing of [
      '/assets/missing-0a1b2c3d.js',
      '/assets/missing.css',
      '/favicon.png',
      '/media/none.webm',
    ]) {
      const answer = await get(`${base}${missing}`);
      expect(answer.status, missing).toBe(404);
      expect(answer.headers['content-type'], `${missing} is not the app's HTML`).toMatch(/^text\/plain/);
      expect(answer.body.toString(), missing).toBe('Not found\n');
      expect(answer.headers['cache-control'], `${missing}: a 404 is never cached for a year`).toBeUndefined();
      expectSecurityHeaders(answer, missing);
    }
    // The build's metadata (manifest, the policy header file) is not served.
    for (const hidden of ['/.vite/manifest.json', '/.vite/policy-headers.conf']) {
      expect((await get(`${base}${hidden}`)).status, hidden).toBe(404);
    }
  });

  test('hashed assets are cached for a year (immutable); other files are revalidated', async () => {
    for (const file of hashedAssets()) {
      const answer = await get(`${base}/${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(answer, file);
    }
    const favicon = await get(`${base}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('the security headers go with the page, the assets and the API; HSTS only over TLS', async () => {
    const page = await get(`${base}/`);
    expectSecurityHeaders(page, '/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();

    const api = await get(`${base}/api/global/category`);
    expect(api.status).toBe(200);
    expectSecurityHeaders(api, '/api/global/category');

    for (const route of ['/', `/${hashedAssets()[0]}`]) {
      const overTls = await get(`${tlsBase}${route}`);
      expect(overTls.status, route).toBe(200);
      expect(overTls.headers['strict-transport-security'], `${route} over TLS`).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectSecurityHeaders(overTls, `${route} over TLS`);
    }
    // Behind a proxy that ends TLS and says so.
    const forwarded = await get(`${base}/`, { 'X-Forwarded-Proto': 'https' });
    expect(forwarded.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('pre-compressed brotli and gzip made at build time are served as they are', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      [`/${hashedAssets()[0]}`, hashedAssets()[0]],
    ]) {
      expect(existsSync(join(DIST, `${file}.br`)), `${file}.br made by the build`).toBe(true);
      expect(existsSync(join(DIST, `${file}.gz`)), `${file}.gz made by the build`).toBe(true);
      const br = await get(`${base}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], `${path} with br`).toBe('br');
      expect(br.body.equals(dist(`${file}.br`)), `${path}: the build's .br file`).toBe(true);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      const gzip = await get(`${base}${path}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], `${path} with gzip`).toBe('gzip');
      expect(gzip.body.equals(dist(`${file}.gz`)), `${path}: the build's .gz file`).toBe(true);
      const plain = await get(`${base}${path}`);
      expect(plain.headers['content-encoding'], `${path} without Accept-Encoding`).toBeUndefined();
      expect(plain.body.equals(dist(file))).toBe(true);
    }
  });

  test('the TLS listener speaks HTTP/2: one connection carries the many small chunks of a route at once', async () => {
    const session = http2Connect(tlsBase, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; protocol: string | undefined }>(
        (resolve, reject) => {
          session.on('error', reject);
          const stream = session.request({ ':path': '/signin', 'accept-encoding': 'br' });
          stream.on('response', (headers) =>
            resolve({ status: Number(headers[':status']), protocol: session.alpnProtocol }),
          );
          stream.on('error', reject);
          stream.resume();
          stream.end();
        },
      );
      expect(answer).toEqual({ status: 200, protocol: 'h2' });
    } finally {
      session.close();
    }
  });

  test('/api and /server are forwarded to the upstream with their path', async () => {
    // Prism reads the contract with each path under its base: a 200 means the base reached it.
    const signedIn = { Authorization: 'Bearer contract-check' };
    for (const path of ['/api/global/category', '/server/image/list?page=1&pageSize=2']) {
      const through = await get(`${base}${path}`, signedIn);
      const direct = await get(`${prismUrl}${path}`, signedIn);
      expect(through.status, path).toBe(200);
      expect(direct.status, path).toBe(200);
      expect(JSON.parse(through.body.toString()), path).toEqual(JSON.parse(direct.body.toString()));
    }
  });
});

test('a visitor goes through nginx to the contract server: Explore, an image, sign-in', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/`);
  const feed = page.getByRole('feed', { name: 'Explore images' });
  await expect(feed.locator('article img').first()).toBeVisible();
  await expect
    .poll(() =>
      feed
        .locator('article img')
        .evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
  await feed
    .locator('article')
    .first()
    .getByRole('button', { name: /^Open / })
    .click();
  await expect(page).toHaveURL(/\/image\/detail\?/i);
  await expect(page.getByRole('img').first()).toBeVisible();

  // A deep link loads the app from nginx's fallback, and signing in goes through /api.
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: false }).first().fill('Demo1234!');
  await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await expect.poll(() => page.evaluate(() => document.cookie.includes('accessToken='))).toBe(true);
  await expect(page).not.toHaveURL(/\/signin/);
  expect(problems, 'console errors, warnings and failed requests').toEqual([]);
});
