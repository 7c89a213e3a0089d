import { test, expect, type Page } from './fixtures';

/**
 * index.html paints Explore's frame before any JS runs (docs/architecture.md "First paint"). The app's first render replaces it,
 * so each static piece must have the size and place of the real one, or the page jumps when React takes over.
 */

type Box = [x: number, y: number, width: number, height: number] | null;

/** The same pieces, found in the static shell (`fp`) and in the app's loading state (`app`). */
const PIECES: Record<string, { fp: string; app: string }> = {
  nav: { fp: '.fp-nav', app: 'nav[aria-label="Main navigation"]' },
  header: { fp: '.fp-header', app: 'header' },
  menuButton: { fp: '.fp-menu', app: 'header button' },
  title: { fp: '.fp-title', app: 'header > div' },
  topBar: { fp: '.fp-bar', app: 'nav[aria-label="Explore filters"]' },
  category: { fp: '.fp-bar > :nth-child(1)', app: 'nav[aria-label="Explore filters"] > :nth-child(1)' },
  sort: { fp: '.fp-bar > :nth-child(2)', app: 'nav[aria-label="Explore filters"] > :nth-child(2)' },
  search: { fp: '.fp-bar > :nth-child(4)', app: 'nav[aria-label="Explore filters"] form' },
  tabs: { fp: '.fp-bar > :nth-child(5)', app: '[role="tablist"]' },
  feed: { fp: '.fp-feed', app: '[aria-label="Loading images"]' },
};

async function boxes(page: Page, side: 'fp' | 'app') {
  const selectors = Object.fromEntries(Object.entries(PIECES).map(([name, piece]) => [name, piece[side]]));
  const skeleton = side === 'fp' ? '.fp-grid' : '[data-testid="feed-skeleton"]';
  return page.evaluate(
    ([selectors, skeleton]) => {
      const box = (element: Element | null | undefined): Box => {
        if (!element) return null;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return null;
        return [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value)) as Box;
      };
      const found: Record<string, Box> = {};
      for (const [name, selector] of Object.entries(selectors))
        found[name] = box(document.querySelector(selector));
      // Skeleton blocks of the visible columns (hidden columns have no box).
      const blocks = Array.from(document.querySelectorAll(`${skeleton} > * > *`));
      blocks.map(box).forEach((value, index) => {
        if (value) found[`block${index}`] = value;
      });
      return found;
    },
    [selectors, skeleton] as const,
  );
}

/** The static shell as painted before any script of the app runs. */
async function staticShell(page: Page, path = '/') {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  const shown = await page.locator('#fp').isVisible();
  const found = shown ? await boxes(page, 'fp') : null;
  await page.unroute('**/assets/*.js');
  return found;
}

for (const width of [1600, 1440, 1000, 800, 390]) {
  test(`the static first paint has the app's own geometry at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const painted = await staticShell(page);
    expect(painted, 'static shell shown on Explore').not.toBeNull();

    // The app's loading state: the feed is held back so its skeleton stays on screen.
    await page.goto('/?mock_latency=20000-20000');
    await expect(page.getByTestId('feed-skeleton')).toBeVisible();
    const rendered = await boxes(page, 'app');
    expect(Object.keys(painted!).sort()).toEqual(Object.keys(rendered).sort());
    for (const [name, box] of Object.entries(rendered)) {
      const mine = painted![name];
      if (box === null || mine === null) {
        expect(mine, name).toEqual(box);
        continue;
      }
      box.forEach((value, index) =>
        expect(Math.abs(mine[index] - value), `${name}[${index}]`).toBeLessThanOrEqual(1),
      );
    }
  });
}

test('a remembered collapsed sider is painted collapsed on a wide window', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('siderCollapsed', 'true'));
  const painted = await staticShell(page);
  expect(painted?.nav?.[2]).toBe(64);
  await page.goto('/?mock_latency=20000-20000');
  await expect(page.getByTestId('feed-skeleton')).toBeVisible();
  expect((await boxes(page, 'app')).nav?.[2]).toBe(64);
});

test('other screens get no Explore shell; their chunks are preloaded from index.html', async ({ page }) => {
  expect(await staticShell(page, '/signin')).toBeNull();

  // Scripts of the app are held back: what is preloaded here comes from index.html alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  const preloads = async () =>
    page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
  await page.goto('/Image/Detail?id=unknown');
  expect((await preloads()).some((href) => /\/ImageDetailPage-[\w-]+\.js$/.test(href))).toBe(true);
  await page.goto('/tools/info/42');
  expect((await preloads()).some((href) => /\/InfoPage-[\w-]+\.js$/.test(href))).toBe(true);
  // A split screen: the part its URL shows comes with the route, not after it (scripts/screenParts.json).
  const parts = async (url: string) => {
    await page.goto(url);
    const hrefs = await preloads();
    return ['MarketingStart', 'MarketingWorkspace'].filter((part) =>
      hrefs.some((href) => new RegExp(`/${part}-[\\w-]+\\.js$`).test(href)),
    );
  };
  expect(await parts('/marketing/content')).toEqual(['MarketingStart']);
  expect(await parts('/marketing/content?image_id=7')).toEqual(['MarketingWorkspace']);

  // Explore is part of the initial JS: only Vite's own preloads of it (runtime, libraries, app).
  await page.goto('/');
  expect(await preloads()).toHaveLength(3);
});
