import { expect, test, type Page } from './fixtures';

/**
 * Issue 26's layout defects, each at the width where it showed: pages that spilled past a phone, a feed that
 * scrolled with the page, features hidden on phones, viewers that did not fit the window or cut their picture.
 * (e2e/responsive.spec.ts sweeps every route for the general rules; these pin the cases down.)
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

test('at 390 px Inspiration fits the phone: the Type field and Generate are on screen (defect 1)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await session(page, baseURL!, DEMO_ACCESS_TOKEN);
  await page.goto('/tools/inspiration');
  // The history (whose prompts do not wrap) has arrived.
  await expect(
    page.getByRole('region', { name: 'Generation history' }).getByRole('article').first(),
  ).toBeVisible();
  expectInside((await page.getByRole('combobox', { name: 'Type' }).boundingBox())!, windowBox(page), 'Type');
  const generate = (await page.getByRole('button', { name: /^Generate/ }).boundingBox())!;
  expectInside(generate, { ...windowBox(page), height: 100_000 }, 'Generate');
  expect((await documentSize(page)).width).toBeLessThanOrEqual(390);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test(`at ${size.width} px Explore's feed ends at the window's bottom and the page itself does not scroll (defect 2)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Explore images' });
    await expect(feed).toBeVisible();
    // On a phone the filter bar wraps onto more rows: the feed is shorter by as much.
    const bar = (await page.getByRole('navigation', { name: 'Explore filters' }).boundingBox())!;
    if (size.width < 768) expect(bar.height).toBeGreaterThan(60);
    const feedBox = (await feed.boundingBox())!;
    expect(Math.round(feedBox.y + feedBox.height)).toBe(size.height);
    expect((await documentSize(page)).height).toBeLessThanOrEqual(size.height);
  });
}

test.describe('phones keep every feature, readable at 320 px (defect 5)', () => {
  test('the marketing history strip runs across the top on a phone and opens a past generation', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await session(page, baseURL!, DEMO_ACCESS_TOKEN);
    const image = await imageWithVideo(page);
    await page.goto(`/marketing/content?image_id=${image}`);
    const strip = page.getByRole('navigation', { name: 'Past generations' });
    await expect(strip).toBeVisible();
    const first = strip.getByRole('button').first();
    expectInside((await first.boundingBox())!, windowBox(page), 'first past generation');
    await first.click();
    await expect(page).toHaveURL(/\/marketing\/content\?image_id=\d+$/);
    expect(new URL(page.url()).searchParams.get('image_id')).not.toBe(String(image));
  });

  test('the personal space shows its four tabs whole at 320 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await session(page, baseURL!, DEMO_ACCESS_TOKEN);
    await page.goto('/space/creations');
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

  test('admin tables keep their columns readable at 320 px and scroll sideways inside their frame', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await session(page, baseURL!, ADMIN_ACCESS_TOKEN);
    await page.goto('/admin/aiTask');
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

  test('the image library scrolls with the page, not in a box of its own', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await session(page, baseURL!, ADMIN_ACCESS_TOKEN);
    await page.goto('/admin/library');
    const list = page.getByRole('list', { name: 'Images' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(list.getByRole('listitem').filter({ hasText: /#\d+/ }).last()).toBeVisible();
  });
});

test.describe('viewers fit the window and show the whole picture (defect 6, the counter of 7)', () => {
  test('the modeling viewer keeps its size, within the window, from empty through running to a result', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await session(page, baseURL!, DEMO_ACCESS_TOKEN, '&mock_task_ms=1500-2500');
    await page.goto('/modeling/content?image_id=177&prompt_id=501');
    const viewer = page.getByRole('region', { name: 'Generated images' });
    await expect(viewer).toBeVisible();
    const before = (await viewer.boundingBox())!;
    expectInside(before, windowBox(page), 'viewer before');
    await page.getByRole('textbox', { name: /Prompt/ }).fill('A studio portrait in soft light');
    await page.getByRole('button', { name: /^Generate/ }).click();
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
  ]) {
    test(`the marketing hero shows its examples whole at ${size.width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize(size);
      await session(page, baseURL!, DEMO_ACCESS_TOKEN);
      await page.goto('/marketing/content');
      const viewer = page.getByRole('region', { name: 'Examples' });
      const picture = viewer.getByRole('img');
      await expect(picture).toBeVisible();
      const frame = (await viewer.boundingBox())!;
      expect(frame.height).toBeLessThanOrEqual(size.height);
      if (size.width >= 768) expectInside(frame, windowBox(page), 'viewer');
      expectInside((await picture.boundingBox())!, frame, 'example picture');
      expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
    });
  }

  test("the '1 / N' counter does not cover a video's controls", async ({ page, baseURL }) => {
    await session(page, baseURL!, DEMO_ACCESS_TOKEN);
    const image = await imageWithVideo(page);
    await page.goto(`/marketing/content?image_id=${image}&type=video`);
    const viewer = page.getByRole('region', { name: 'Videos and images' });
    const video = viewer.locator('video');
    await expect(video).toBeVisible();
    const counter = (await viewer.getByText(/^\d+ \/ \d+$/).boundingBox())!;
    const clip = (await video.boundingBox())!;
    // Chromium draws the scrubber and buttons in the video's bottom 48 px.
    const controls = { x: clip.x, y: clip.y + clip.height - 48, width: clip.width, height: 48 };
    const overlaps =
      counter.x < controls.x + controls.width &&
      counter.x + counter.width > controls.x &&
      counter.y < controls.y + controls.height &&
      counter.y + counter.height > controls.y;
    expect(overlaps).toBe(false);
  });
});
