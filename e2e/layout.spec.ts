import { expect, openInApp, test, type Page } from './fixtures';

/**
 * Issue 26's layout defects, each at the width where it showed: pages that spilled past a phone, a feed that
 * scrolled with the page, features hidden on phones, viewers that did not fit the window or cut their picture.
 * (e2e/responsive.spec.ts sweeps every route for the general rules; these pin the cases down.) One boot per
 * session, screens opened in the app, sizes changed in place: CI time stays small.
 */

const DEMO_ACCESS_TOKEN = 'demo-access-token';
const ADMIN_ACCESS_TOKEN = 'admin-access-token';

type Box = { x: number; y: number; width: number; height: number };

async function session(page: Page, baseURL: string, token: string | null, query = '') {
  if (token) await page.context().addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  await page.goto(`/?mock_latency=0-50${query}`);
  await expect(page.locator('#root main').first()).toBeVisible();
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect.soft(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 1);
  expect.soft(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 1);
  expect.soft(inner.x + inner.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect.soft(inner.y + inner.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

const windowBox = (page: Page): Box => ({ x: 0, y: 0, ...page.viewportSize()! });
const documentSize = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));

/** A gallery image that has a video, asked of the backend once the app (and with it the mock) runs. */
function imageWithVideo(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/global/images', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ current: 1, pageSize: 100, sort: 'time', tabType: 'all' }),
    });
    const { data } = (await response.json()) as {
      data: { list: { image_id: number; videos?: unknown[] }[] };
    };
    return data.list.find((image) => (image.videos ?? []).length > 0)!.image_id;
  });
}

test('issue 26 layout defects, as the demo user (defects 1, 2, 5, 6 and the counter of 7)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Tasks take 1.5–2.5 s, so the modeling viewer is seen while one runs.
  await session(page, baseURL!, DEMO_ACCESS_TOKEN, '&mock_task_ms=1500-2500');
  const video = await imageWithVideo(page);
  // A past generation of another product for the marketing strip (the demo user starts with none there); it
  // is done by the time the strip is looked at.
  await page.evaluate(
    async ([token, imageId]) => {
      const response = await fetch('/api/image/createDescImage', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ image_id: imageId, prompt: 'On a marble table', model: 'gpt-image-1' }),
      });
      if (!response.ok) throw new Error(`createDescImage: ${response.status}`);
    },
    [DEMO_ACCESS_TOKEN, video] as const,
  );

  await test.step('at 390 px Inspiration fits the phone: the Type field and Generate are on screen (defect 1)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, '/tools/inspiration');
    // The history (whose prompts do not wrap) has arrived.
    await expect(
      page.getByRole('region', { name: 'Generation history' }).getByRole('article').first(),
    ).toBeVisible();
    expectInside(
      (await page.getByRole('combobox', { name: 'Type' }).boundingBox())!,
      windowBox(page),
      'Type',
    );
    const generate = (await page.getByRole('button', { name: /^Generate\b/ }).boundingBox())!;
    expectInside(generate, { ...windowBox(page), height: 100_000 }, 'Generate');
    expect((await documentSize(page)).width).toBeLessThanOrEqual(390);
    // The ratio tiles share one row: 2:3 no longer wraps alone onto a second line (defect 12), on the phone and
    // in the desktop's side panel.
    const ratios = page.getByRole('group', { name: 'Aspect ratio' }).getByRole('button');
    const rows = () =>
      ratios.evaluateAll((tiles) => new Set(tiles.map((tile) => tile.getBoundingClientRect().top)).size);
    expect(await ratios.count()).toBeGreaterThanOrEqual(7);
    expect(await rows(), 'rows of ratio tiles at 390 px').toBe(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(rows, { message: 'rows of ratio tiles at 1440 px' }).toBe(1);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ])
    await test.step(`at ${size.width} px Explore's feed ends at the window's bottom and the page itself does not scroll (defect 2)`, async () => {
      await page.setViewportSize(size);
      await openInApp(page, '/');
      const feed = page.getByRole('feed', { name: 'Explore images' });
      await expect(feed.getByRole('article').first()).toBeVisible();
      // On a phone the filter bar wraps onto more rows: the feed is shorter by as much.
      const bar = (await page.getByRole('navigation', { name: 'Explore filters' }).boundingBox())!;
      if (size.width < 768) expect(bar.height).toBeGreaterThan(60);
      await expect
        .poll(async () => {
          const box = (await feed.boundingBox())!;
          return Math.round(box.y + box.height);
        })
        .toBe(size.height);
      expect((await documentSize(page)).height).toBeLessThanOrEqual(size.height);
    });

  await test.step('the marketing history strip runs across the top at 320 px and opens a past generation (defect 5)', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openInApp(page, `/marketing/content?image_id=${video}`);
    const strip = page.getByRole('navigation', { name: 'Past generations' });
    await expect(strip).toBeVisible();
    const first = strip.getByRole('button').first();
    expectInside((await first.boundingBox())!, windowBox(page), 'first past generation');
    await first.click();
    await expect(page).toHaveURL(/\/marketing\/content\?image_id=\d+$/);
    expect(new URL(page.url()).searchParams.get('image_id')).not.toBe(String(video));
  });

  await test.step('the personal space shows its four tabs whole at 320 px (defect 5)', async () => {
    await openInApp(page, '/space/creations');
    const tabs = page.getByRole('tablist', { name: 'Personal space' }).getByRole('tab');
    await expect(tabs).toHaveText(['Creations', 'Likes', 'Production', 'Collection']);
    for (const tab of await tabs.all()) {
      expectInside((await tab.boundingBox())!, windowBox(page), (await tab.textContent())!);
      // Not cut: the label has the room it needs.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await tabs.filter({ hasText: 'Production' }).click();
    await expect(page).toHaveURL(/\/space\/production$/);
  });

  await test.step('the modeling viewer keeps its size, within the window, from empty through running to a result (defect 6)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openInApp(page, '/modeling/content?image_id=177&prompt_id=501');
    const viewer = page.getByRole('region', { name: 'Generated images' });
    await expect(viewer).toBeVisible();
    const before = (await viewer.boundingBox())!;
    expectInside(before, windowBox(page), 'viewer before');
    await page.getByRole('textbox', { name: /Prompt/ }).fill('A studio portrait in soft light');
    await page.getByRole('button', { name: /^Generate\b/ }).click();
    await expect(viewer.getByRole('status')).toBeVisible();
    expect((await viewer.boundingBox())!.height).toBeCloseTo(before.height, 0);
    await expect(viewer.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    const picture = viewer.getByRole('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const after = (await viewer.boundingBox())!;
    expect(after.height).toBeCloseTo(before.height, 0);
    expectInside(after, windowBox(page), 'viewer with a result');
    expectInside((await picture.boundingBox())!, after, 'picture');
    expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    await test.step(`the marketing hero shows its examples whole at ${size.width} px (defect 6)`, async () => {
      await page.setViewportSize(size);
      await openInApp(page, '/marketing/content');
      const viewer = page.getByRole('region', { name: 'Examples' });
      const picture = viewer.getByRole('img');
      await expect(picture).toBeVisible();
      const frame = (await viewer.boundingBox())!;
      expect(frame.height).toBeLessThanOrEqual(size.height);
      if (size.width >= 768) expectInside(frame, windowBox(page), 'viewer');
      expectInside((await picture.boundingBox())!, frame, 'example picture');
      expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
    });

  await test.step("the '1 / N' counter does not cover a video's controls (defect 7)", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openInApp(page, `/marketing/content?image_id=${video}&type=video`);
    const viewer = page.getByRole('region', { name: 'Videos and images' });
    const clip = viewer.locator('video');
    await expect(clip).toBeVisible();
    const counter = (await viewer.getByText(/^\d+ \/ \d+$/).boundingBox())!;
    const box = (await clip.boundingBox())!;
    // Chromium draws the scrubber and buttons in the video's bottom 48 px.
    const controls = { x: box.x, y: box.y + box.height - 48, width: box.width, height: 48 };
    const overlaps =
      counter.x < controls.x + controls.width &&
      counter.x + counter.width > controls.x &&
      counter.y < controls.y + controls.height &&
      counter.y + counter.height > controls.y;
    expect(overlaps).toBe(false);
  });
});

test('issue 26 layout defects, as the operator: admin tables and the image library at phone widths (defect 5)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await session(page, baseURL!, ADMIN_ACCESS_TOKEN);

  await test.step('admin tables keep their columns readable at 320 px and scroll sideways inside their frame', async () => {
    await openInApp(page, '/admin/aiTask');
    const table = page.getByRole('table', { name: 'AI tasks' });
    const firstTask = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstTask).toBeVisible();
    // The task id is one line, not a letter-by-letter column.
    const id = firstTask.locator('p').first();
    const lineHeight = await id.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await id.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
    expect((await firstTask.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    expect((await documentSize(page)).width).toBeLessThanOrEqual(320);
  });

  await test.step('the image library scrolls with the page at 390 px, not in a box of its own', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, '/admin/library');
    const list = page.getByRole('list', { name: 'Images' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(list.getByRole('listitem').filter({ hasText: /#\d+/ }).last()).toBeVisible();
  });
});
