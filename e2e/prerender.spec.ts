import { existsSync, readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { startContractPreview } from './bench/previewServer.mjs';
import { PRERENDERED_ROUTES, shellFile } from '../scripts/prerenderPages';

/**
 * The build with the real backend (`npm run build`, dist/) against the contract server (docs/decisions/0008): a
 * prerendered route's page is the app's own first screen, drawn at build time, painted before any of the app's JS
 * runs; the app hydrates it in place (a visitor it was not drawn for gets a first render in their language, e2e/hydration.spec.ts); the page preloads the route's chunks;
 * a route without a page of its own gets the start-up state ("APP Loading..."). The rest of the suite runs the mock
 * build, whose every page is that start-up state (its journeys type into the screens at once).
 */

let base = '';
let stop = () => {};

// One set of servers for the file's tests: they run in order in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync('dist/index.html')) throw new Error('no dist/: run `npm run build` before this spec');
  ({ base, stop } = await startContractPreview(process.cwd()));
});

test.afterAll(() => stop());

/** Explore's pieces whose place must not change when the app takes over. */
const PIECES = {
  header: 'header',
  title: 'header > div',
  menuButton: 'header button',
  topBar: 'nav[aria-label="Explore filters"]',
  feed: '[data-testid="feed-skeleton"]',
  nav: 'nav[aria-label="Main navigation"]',
};

test('each prerendered page is one drawing for every width: no copy of the screen per range of widths', () => {
  for (const { path } of PRERENDERED_ROUTES) {
    const page = readFileSync(`dist/${shellFile(path)}`, 'utf8');
    expect(page, path).toContain('<div id="root" data-drawn="');
    const screen = page.slice(page.indexOf('<div id="root"'));
    expect(page, path).not.toMatch(/data-fp-w|data-fp-screen/);
    // One layout: one main at most (the navigation's rail and sider are the only part drawn in two forms).
    expect(screen.match(/<main\b/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
  }
  const explore = readFileSync('dist/index.html', 'utf8');
  expect(explore.match(/<main\b/g)).toHaveLength(1);
  expect(explore.match(/<header\b/g)).toHaveLength(1);
  expect(explore.match(/data-testid="feed-skeleton"/g)).toHaveLength(1);
  expect(explore.match(/aria-label="Main navigation"/g)).toHaveLength(2);
});

/** The visible pieces' boxes (and the skeleton's columns), inside `within` (the drawn page, or the app's own tree). */
function boxes(page: Page, within: string) {
  return page.evaluate(
    async ([pieces, within]) => {
      // Both drawings are compared in the brand face: on a busy machine the first one was measured while its font
      // still loaded (the fallback's metrics match heights and lines, not every word's width to the pixel).
      await document.fonts.ready;
      const found: Record<string, [number, number, number, number] | null> = {};
      for (const [name, selector] of Object.entries(pieces)) {
        const visible = Array.from(document.querySelectorAll(`${within} ${selector}`))
          .map((element) => element.getBoundingClientRect())
          .find((rect) => rect.width > 0 && rect.height > 0);
        found[name] = visible
          ? ([visible.x, visible.y, visible.width, visible.height].map(Math.round) as [
              number,
              number,
              number,
              number,
            ])
          : null;
      }
      const skeleton = Array.from(document.querySelectorAll(`${within} [data-testid="feed-skeleton"]`)).find(
        (element) => element.getBoundingClientRect().width > 0,
      );
      const columns = skeleton
        ? Array.from(skeleton.children).filter((column) => column.clientWidth > 0)
        : [];
      found.columns = [columns.length, 0, 0, 0];
      return found;
    },
    [PIECES, within] as const,
  );
}

/** Holds Explore's first page back, so the app's loading state stays on screen. */
async function holdFeed(page: Page) {
  await page.route('**/api/global/images', () => undefined);
}

// A phone (the drawer's button), a tablet (the rail, 2 columns), a laptop (the rail, 4 columns), a wide window (the
// sider, 5 columns): one page, CSS choosing what each width shows.
for (const [width, height, columns] of [
  [390, 844, 2],
  [800, 900, 2],
  [1280, 800, 4],
  [1600, 900, 5],
]) {
  test(`at ${width} px Explore's page is the app's own loading screen, which the app hydrates in place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await holdFeed(page);
    // Before any of the app's JS: what the HTML alone paints.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/`);
    expect(await page.locator('script:not([src])').count(), 'no inline script').toBe(0);
    await expect(page.locator('#root[inert] [data-testid="feed-skeleton"]:visible')).toHaveCount(1);
    const painted = await boxes(page, '#root[inert]');
    expect(painted.header).not.toBeNull();
    expect(painted.feed).not.toBeNull();
    expect(painted.columns?.[0], 'skeleton columns').toBe(columns);
    expect(painted.nav?.[2] ?? 0, 'navigation width').toBe(width < 600 ? 0 : width < 1500 ? 64 : 240);

    await page.unroute('**/assets/*.js');
    await page.goto(`${base}/`);
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await expect(page.getByTestId('feed-skeleton')).toBeVisible();
    const rendered = await boxes(page, '#root');
    for (const [name, box] of Object.entries(rendered)) {
      const mine = painted[name];
      if (box === null || mine === null) {
        expect(mine, name).toEqual(box);
        continue;
      }
      box.forEach((value, index) =>
        expect(Math.abs(mine[index] - value), `${name}[${index}]`).toBeLessThanOrEqual(1),
      );
    }
    expect(errors).toEqual([]);
  });
}

test('the app adopts the global styles the page was drawn with: the brand face is declared once', async ({
  page,
}) => {
  const brandFaces = () =>
    page.evaluate(
      () =>
        Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter(
            (rule) =>
              rule instanceof CSSFontFaceRule &&
              rule.style.getPropertyValue('font-family').includes('Plus Jakarta Sans Variable'),
          ).length,
    );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${base}/signin`);
  const drawn = await brandFaces();
  expect(drawn, 'the drawn page declares the brand face').toBeGreaterThan(0);
  await page.unroute('**/assets/*.js');
  await page.goto(`${base}/signin`);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // Emotion names a global style by its text: a drawn style with other font URLs than the app's would be inserted
  // a second time (and compiled, and every element's style recomputed) when the app hydrates.
  expect(await brandFaces()).toBe(drawn);
});

test("a 中文 visitor's first render is in Chinese, not the English of the page it replaces", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'zh'));
  await holdFeed(page);
  await page.goto(`${base}/`);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.locator('header')).toContainText('探索');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
});

test('a prerendered route shows its screen before any JS; any other route gets the start-up state at once', async ({
  page,
}) => {
  // Scripts of the app are held back: what shows comes from the page alone.
  await page.route('**/assets/*.js', (route) => route.abort());

  // Issue 41: on a slow network Inspiration's form shows at once, before the app's JS.
  await page.goto(`${base}/tools/inspiration`);
  await expect(page.locator('#root[inert] textarea[placeholder]:visible')).toBeVisible();
  await page.goto(`${base}/terms`);
  await expect(page.locator('#root[inert] h1:visible').first()).toBeVisible();

  // Issue 41 §10: a route without a screen of its own is not a blank page until the JS comes, but "APP Loading...".
  await page.goto(`${base}/tools/info/42`);
  await expect(page.locator('#root[inert] [role="status"]:visible')).toHaveText('APP Loading...');
  await expect(page.locator('#root input, #root textarea, #root a')).toHaveCount(0);
  expect(await page.locator('script:not([src])').count(), 'no inline script').toBe(0);
});

test("the app asks for the screen's chunks first thing, each chunk's imports beside it", async ({ page }) => {
  const started: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) started.push(file);
  });
  await page.goto(`${base}/tools/inspiration`);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeVisible();
  // The screen's chunk and its imports (Vite's dynamic-import preload), before any other screen's.
  expect(started).toContain('InspirationPage');
  expect(started).toContain('PromptField');
  expect(started).not.toContain('SignInPage');
});
