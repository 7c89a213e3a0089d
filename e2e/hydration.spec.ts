import { existsSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { startContractPreview } from './bench/previewServer.mjs';
import { PRERENDERED_ROUTES } from '../scripts/prerenderPages';

/**
 * The app hydrates a page drawn for the visitor (src/app/start.tsx): its first render must be the drawing. A
 * production React keeps an attribute that differs without a word (and redraws the whole page for a text that
 * differs), so this runs React's development build of the same app (`npm run build:hydration`, dist-dev/), whose
 * every mismatch is a console error, against the contract server.
 */

const DIST = 'dist-dev';
let base = '';
let stop = () => {};

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(`${DIST}/index.html`))
    throw new Error(`no ${DIST}/: run \`npm run build:hydration\` first`);
  ({ base, stop } = await startContractPreview(process.cwd(), { outDir: DIST }));
});

test.afterAll(() => stop());

/** Every console error and warning and uncaught error of the page. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/**
 * Opens `path` with the app's JS held back, marks the page's first heading or main as drawn, lets the JS run and
 * waits for the app to take over: whether the node on screen is still the drawn one.
 */
async function keepsDrawnNodes(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  const drawn = page.locator('#root[inert] main').first();
  await expect(drawn).toBeAttached();
  await drawn.evaluate((node) => ((window as { drawnNode?: Element }).drawnNode = node));
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 20_000 });
  return page.evaluate(
    () => document.querySelector('#root main') === (window as { drawnNode?: Element }).drawnNode,
  );
}

for (const { path, visitor, url } of PRERENDERED_ROUTES) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px, ${visitor}: hydrated in place, its first render the drawing to the attribute`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (visitor === 'signedIn')
        await context.addCookies([{ name: 'accessToken', value: 'contract', url: base }]);
      const problems = problemsOf(page);
      expect(await keepsDrawnNodes(page, url ?? path), 'the drawn <main> is the app’s').toBe(true);
      // The answers and the window's own layout come in the renders after hydration: let them land.
      await page.waitForLoadState('networkidle');
      expect(problems.filter((text) => /hydrat|did(n't| not) match|server rendered/i.test(text))).toEqual([]);
      expect(problems.filter((text) => /Uncaught|Minified React error/.test(text))).toEqual([]);
    });
  }
}

test('a 中文 visitor or another session gets a new first render, in Chinese, not the English drawing', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'zh'));
  expect(await keepsDrawnNodes(page, '/signin')).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
});
