import { existsSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { CONTRACT_SERVER_ENV, freePort, startPreview, startPrism } from './bench/previewServer.mjs';
import { PRERENDERED_ROUTES } from '../scripts/prerenderPages.ts';

/**
 * The build with the real backend (`npm run build`, dist/) against the contract server: on Explore, index.html
 * shows the first page's pictures before the app's JS is asked for, and the app takes the same boxes over
 * (docs/architecture.md "First paint"). The rest of the suite runs the mock build, which starts its backend inside the app.
 */

let base = '';
const stops: (() => void)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync('dist/index.html')) throw new Error('no dist/: run `npm run build` before this spec');
  const prism = await startPrism(process.cwd(), await freePort());
  stops.push(prism.stop);
  const preview = await startPreview(process.cwd(), await freePort(), {
    env: { [CONTRACT_SERVER_ENV]: prism.url },
  });
  stops.push(preview.stop);
  base = preview.base;
});

test.afterAll(() => stops.forEach((stop) => stop()));

type Shown = [x: number, y: number, width: number, height: number, picture: string];

/** Records, in the page, the static pictures' boxes once all have loaded, and when. */
async function watchStaticPictures(page: Page) {
  await page.addInitScript(() => {
    const tick = () => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('.fp-pictures img'));
      if (images.length > 0 && images.every((image) => image.complete)) {
        Object.assign(window, {
          staticShown: images.map((image) => {
            const rect = image.getBoundingClientRect();
            return [rect.x, rect.y, rect.width, rect.height, image.currentSrc];
          }),
          staticShownAt: performance.now(),
        });
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
]) {
  test(`at ${width} px Explore's first pictures come before the app's JS, which takes their boxes over`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/global/images')) feedRequests.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await watchStaticPictures(page);
    await page.goto(`${base}/`);

    const feed = page.getByRole('feed', { name: 'Explore images' });
    await expect(feed.locator('article img').first()).toBeVisible();
    await expect
      .poll(() =>
        feed
          .locator('article img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    const { shown, shownAt, entryAt } = await page.evaluate(() => ({
      shown: (window as unknown as { staticShown?: Shown[] }).staticShown,
      shownAt: (window as unknown as { staticShownAt?: number }).staticShownAt,
      entryAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(shown?.length, 'static pictures shown').toBeGreaterThan(1);
    expect(entryAt, "the app's entry was requested").toBeDefined();
    expect(entryAt!, "the app's JS is asked for after the pictures are in").toBeGreaterThanOrEqual(shownAt!);

    // The app shows every static picture in the very same box (nothing moves, nothing is fetched twice).
    const taken: Shown[] = await feed.locator('article img').evaluateAll((images) =>
      images.map((image) => {
        const rect = image.getBoundingClientRect();
        return [rect.x, rect.y, rect.width, rect.height, (image as HTMLImageElement).currentSrc];
      }),
    );
    for (const box of shown!) expect(taken).toContainEqual(box);
    expect(feedRequests).toHaveLength(1);
    await expect(page.locator('.fp-pictures')).toHaveCount(0);
    expect(errors).toEqual([]);

    // And it is the app: a card opens its image.
    await feed
      .locator('article')
      .first()
      .getByRole('button', { name: /^Open / })
      .click();
    await expect(page).toHaveURL(/\/image\/detail\?/i);
  });
}

test('when the first page cannot be had, Explore is left to the app, which asks again', async ({ page }) => {
  let refused = 0;
  await page.route('**/api/global/images', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 503, body: 'unavailable' });
    } else await route.continue();
  });
  await page.goto(`${base}/`);
  await expect(page.getByRole('feed', { name: 'Explore images' }).locator('article').first()).toBeVisible();
  expect(refused).toBe(1);
  await expect(page.locator('.fp-pictures')).toHaveCount(0);
});

test('other screens load the app at once, without asking for the feed', async ({ page }) => {
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/global/images')) feedRequests.push(request.url());
  });
  await page.goto(`${base}/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(feedRequests).toEqual([]);
});

test('image detail: index.html asks for the image before the app JS, and the app takes that answer over', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/image/info')) asked.push(request.url());
  });
  await page.goto(`${base}/image/detail?image_id=1`);
  await expect(page.getByRole('button', { name: 'ReCreate' })).toBeVisible();
  expect(asked).toHaveLength(1);
  const [info, entry, picture] = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const start = (pattern: RegExp) => entries.find((e) => pattern.test(e.name))?.startTime;
    return [start(/\/api\/image\/info/), start(/\/assets\/index-[\w-]+\.js$/), start(/w=800/)];
  });
  expect(info).toBeLessThan(entry!);
  // The main picture is on its way as soon as the answer is in (a preload the page's <img> then uses).
  expect(picture).toBeDefined();
  expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
});

/**
 * Screens prerendered in their loading state whose largest paint is a picture (docs/decisions/0007): index.html's
 * script puts the first answer's pictures into it, the app's JS is asked for once they are in, and the app's first
 * commit (handed the same answer) shows them in the very same boxes.
 */
const PICTURE_SCREENS = [
  { name: 'image detail', url: '/image/detail?image_id=1', api: '/api/image/info', ready: 'ReCreate' },
  { name: 'the templates gallery', url: '/space/avator', api: '/api/global/promptList', ready: /^ReStyle / },
];

type Box = [x: number, y: number, width: number, height: number];

for (const { name, url, api, ready } of PICTURE_SCREENS) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    test(`at ${width} px ${name}'s pictures are in its prerendered screen before the app's JS, which shows them in the same boxes`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript(() => {
        const store = window as unknown as { early?: Box[]; earlyAt?: number; app?: Box[]; shell?: boolean };
        const boxes = (selector: string) =>
          Array.from(document.querySelectorAll(selector)).map((image) => {
            const rect = image.getBoundingClientRect();
            return [rect.x, rect.y, rect.width, rect.height].map(Math.round) as Box;
          });
        document.addEventListener(
          'load',
          (event) => {
            const early = event.target as Element;
            if (early.tagName !== 'IMG' || !early.closest('#fp-screen')) return;
            store.early = boxes('#fp-screen img');
            store.earlyAt = performance.now();
          },
          true,
        );
        new MutationObserver(() => {
          // The app's first commit removes the shell: its pictures are there already (the answer was handed over).
          if (document.getElementById('fp-screen')) store.shell = true;
          if (store.app || !store.shell || document.getElementById('fp-screen')) return;
          store.app = boxes('#root img');
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(api)) asked.push(request.url());
      });
      await page.goto(`${base}${url}`);
      await expect(page.getByRole('button', { name: ready }).first()).toBeAttached();
      const { early, earlyAt, app, entry } = await page.evaluate(() => {
        const store = window as unknown as { early?: Box[]; earlyAt?: number; app?: Box[] };
        return {
          early: store.early,
          earlyAt: store.earlyAt,
          app: store.app,
          entry: performance
            .getEntriesByType('resource')
            .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))?.startTime,
        };
      });
      expect(early?.length, 'pictures were shown in the prerendered screen').toBeGreaterThan(0);
      for (const box of early!) {
        expect(
          app!.some((taken) => taken.every((value, k) => Math.abs(value - box[k]) <= 1)),
          `the app's first commit has a picture at ${box.join(', ')} (its pictures: ${JSON.stringify(app)})`,
        ).toBe(true);
      }
      expect(entry!, "the app's JS is asked for once the pictures are in").toBeGreaterThan(earlyAt!);
      expect(asked, 'one request for the answer').toHaveLength(1);
      await context.close();
    });
  }
}

/**
 * Prerendered routes (dist/<route>.html, docs/decisions/0007): the screen in the HTML has the geometry of the app's
 * first commit, which replaces it, so nothing moves. Boxes of the same elements in document order, ±1 px: the shell
 * with the app's JS refused, then the app at the moment its first commit removes the shell (a MutationObserver, before
 * that frame is painted).
 */
const SHELL_PIECES = 'h1, h2, h3, p, label, input, textarea, button, a, img, main, header, nav, form, [role]';
type Piece = [what: string, x: number, y: number, width: number, height: number];

for (const [width, height] of [
  [390, 844],
  [1440, 900],
]) {
  test(`at ${width} px each prerendered route's HTML has the geometry of the app's first commit`, async ({
    browser,
  }) => {
    for (const { path, visitor, url = path, loading } of PRERENDERED_ROUTES) {
      const context = await browser.newContext({ viewport: { width, height } });
      // A screen drawn in its loading state (image detail, the templates gallery, the plans): with the answers held,
      // the app's first commit is that state too. With them, it is the screen with its data (own tests).
      if (loading) await context.route('**/api/**', () => undefined);
      if (visitor === 'signedIn')
        await context.addCookies([{ name: 'accessToken', value: 'e2e-token', url: base }]);
      await context.addInitScript((selector) => {
        const boxes = (within: Element): Piece[] =>
          // What can be seen (autosize's hidden twin of a text area is sized by the app on mount).
          Array.from(within.querySelectorAll(selector))
            .filter((element) => getComputedStyle(element).visibility !== 'hidden')
            .map((element) => {
              const rect = element.getBoundingClientRect();
              const what = `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 24)}`;
              return [what, ...[rect.x, rect.y, rect.width, rect.height].map(Math.round)] as Piece;
            });
        const store = window as unknown as { shellBoxes?: Piece[]; appBoxes?: Piece[]; twice?: string[] };
        // Emotion's classes written in more than one style sheet: the shell's rules inserted again by the app.
        const writtenTwice = () => {
          const sheets = new Map<string, number>();
          for (const sheet of Array.from(document.styleSheets)) {
            const classes = new Set<string>();
            const read = (rules: CSSRuleList) =>
              Array.from(rules).forEach((rule) => {
                if (rule instanceof CSSGroupingRule) read(rule.cssRules);
                const name = rule instanceof CSSStyleRule && /^\.(css-[\w-]+)/.exec(rule.selectorText)?.[1];
                if (name) classes.add(name);
              });
            read(sheet.cssRules);
            classes.forEach((name) => sheets.set(name, (sheets.get(name) ?? 0) + 1));
          }
          return [...sheets].filter(([, count]) => count > 1).map(([name]) => name);
        };
        // Parsed, and before the app's first render (main.tsx waits for DOMContentLoaded).
        document.addEventListener('DOMContentLoaded', () => {
          const shell = document.getElementById('fp-screen');
          // A screen drawn per range of widths: the one this window shows.
          const variants = Array.from(shell?.querySelectorAll(':scope > [data-fp-w]') ?? []);
          const shown = variants.find((variant) => getComputedStyle(variant).display !== 'none') ?? shell;
          if (shown) store.shellBoxes = boxes(shown);
        });
        new MutationObserver((_, observer) => {
          const root = document.getElementById('root');
          if (root && store.shellBoxes && !document.getElementById('fp-screen') && root.childElementCount) {
            store.appBoxes = boxes(root);
            store.twice = writtenTwice();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, SHELL_PIECES);
      const page = await context.newPage();
      await page.goto(`${base}${url}`);
      await expect(page.locator('#fp-screen')).toHaveCount(0, { timeout: 10_000 });
      const { shellBoxes, appBoxes, twice } = await page.evaluate(() => {
        const store = window as unknown as { shellBoxes?: Piece[]; appBoxes?: Piece[]; twice?: string[] };
        return { shellBoxes: store.shellBoxes, appBoxes: store.appBoxes, twice: store.twice };
      });
      expect(shellBoxes?.length, `${path}: the shell was shown`).toBeGreaterThan(0);
      // Emotion adopts the shell's rules (scripts/prerenderPages.ts, emotionStyles): the first commit adds only new ones.
      expect(twice, `${path}: rules the first commit inserted again`).toEqual([]);
      // The app's JS is asked for once the shell is painted (src/app/headStart.ts, afterFirstPaint).
      const [painted, entry] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        performance
          .getEntriesByType('resource')
          .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))?.startTime,
      ]);
      expect(painted, `${path}: painted before the app's JS was asked for`).toBeLessThan(entry!);
      expect(
        appBoxes?.map(([what]) => what),
        path,
      ).toEqual(shellBoxes!.map(([what]) => what));
      appBoxes!.forEach((box, i) =>
        box
          .slice(1)
          .forEach((value, k) =>
            expect(
              Math.abs(Number(value) - Number(shellBoxes![i][k + 1])),
              `${path} ${box[0]} [${k}]`,
            ).toBeLessThanOrEqual(1),
          ),
      );
      await context.close();
    }
  });
}

test('a prerendered screen shows only to the visitor and language it was drawn for', async ({ browser }) => {
  const shown = async (path: string, cookie: boolean, language: string) => {
    const context = await browser.newContext({ locale: language });
    if (cookie) await context.addCookies([{ name: 'accessToken', value: 'e2e-token', url: base }]);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}${path}`);
    // One variant per range of widths: the one this window shows.
    const visible = (await page.locator('#fp-screen main:visible').count()) > 0;
    await context.close();
    return visible;
  };
  expect(await shown('/signin', false, 'en-US')).toBe(true);
  expect(await shown('/signin', true, 'en-US')).toBe(false);
  expect(await shown('/signin', false, 'zh-CN')).toBe(false);
  // Plans is drawn for a member (its navigation without counts: the app draws none before it knows them).
  expect(await shown('/payment', true, 'en-US')).toBe(true);
  expect(await shown('/payment', false, 'en-US')).toBe(false);
  expect(await shown('/payment', true, 'zh-CN')).toBe(false);
  // Image detail's loading card, for any image; the templates gallery's loading tiles.
  expect(await shown('/image/detail?image_id=5', false, 'en-US')).toBe(true);
  expect(await shown('/image/detail?image_id=5', true, 'en-US')).toBe(false);
  expect(await shown('/space/avator', false, 'en-US')).toBe(true);
  expect(await shown('/space/avator', false, 'zh-CN')).toBe(false);
});
