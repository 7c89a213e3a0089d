import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

// A 1×1 PNG, enough for the upload path of the Try On dialog.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const feed = (page: Page) => page.getByRole('feed', { name: 'Explore images' });
const maxIndex = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      -1,
      ...Array.from(document.querySelectorAll('[data-index]'), (el) =>
        Number((el as HTMLElement).dataset.index),
      ),
    ),
  );
const scrollTop = (page: Page) => feed(page).evaluate((el) => el.scrollTop);

/** A ReCreate card whose box lies inside the feed's viewport. */
async function wholeCardOnScreen(page: Page) {
  const view = (await feed(page).boundingBox())!;
  const cards = page
    .locator('[data-index]')
    .filter({ has: page.getByRole('button', { name: /^ReCreate / }) });
  for (let i = 0; i < (await cards.count()); i += 1) {
    const box = await cards.nth(i).boundingBox();
    if (box && box.y >= view.y && box.y + box.height <= view.y + view.height) return cards.nth(i);
  }
  throw new Error('no ReCreate card is wholly on screen');
}

async function openExplore(page: Page, query = '') {
  await page.goto(`/?mock_latency=0-50${query}`);
  await expect(feed(page)).toBeVisible();
  await expect(page.locator('[data-index]').first()).toBeVisible();
}

test('a visitor browses, filters, scrolls 10 pages, opens a detail and comes back to the same place', async ({
  page,
}) => {
  const pageRequests: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/global/images'))
      pageRequests.push(request.postDataJSON());
  });
  await openExplore(page);

  // Filter by a category from the panel, see its chip, close the panel by clicking outside.
  await page.getByRole('button', { name: 'Category' }).click();
  const panel = page.getByRole('dialog', { name: 'Categories' });
  await expect(panel).toBeVisible();
  const child = panel.getByRole('button').first();
  const childName = (await child.textContent())!.trim();
  await child.click();
  await page.getByTestId('top-bar-spacer').click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: childName }).last()).toBeVisible();
  await expect.poll(() => (pageRequests.at(-1) as { category_id?: string })?.category_id).toBeTruthy();

  // Tabs send their own filters; back to All for the long scroll.
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect.poll(() => (pageRequests.at(-1) as { filter_type?: number })?.filter_type).toBe(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect.poll(() => (pageRequests.at(-1) as { type?: string })?.type).toBe('6,0');
  await expect(page.locator('[data-index]').first()).toBeVisible();

  // Scroll through ten pages (400 items) with the mouse wheel.
  const box = (await feed(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = pageRequests.length;
  for (let i = 0; i < 600 && (await maxIndex(page)) < 399; i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(20);
    if (await page.getByText('You have reached the end.').isVisible()) break;
  }
  expect(pageRequests.length - before).toBeGreaterThanOrEqual(9);
  expect(await page.locator('[data-index]').count()).toBeLessThan(120);

  // Open a detail from a ReCreate card that is wholly on screen (a click on a partly hidden one would
  // scroll first), then close it.
  await page.mouse.wheel(0, -700);
  await page.waitForTimeout(300);
  const card = await wholeCardOnScreen(page);
  const position = await scrollTop(page);
  await card.getByRole('button', { name: /^Open / }).click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/image\/detail\?image_id=\d+/);
  await expect(page.getByRole('button', { name: 'ReCreate', exact: true })).toBeVisible();
  const requestsBeforeReturn = pageRequests.length;
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(page).toHaveURL(/\/$|\/\?/);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(position - 2);
  expect(Math.abs((await scrollTop(page)) - position)).toBeLessThanOrEqual(2);
  expect(pageRequests.length).toBe(requestsBeforeReturn);
});

test('a signed-in user likes an image and runs a Try On', async ({ page }) => {
  await signIn(page);
  await openExplore(page);

  const like = page
    .getByRole('button', { name: /^Like / })
    .and(page.locator('[aria-pressed="false"]'))
    .first();
  const count = Number(await like.textContent());
  // Seeded names repeat, so the clicked button is marked rather than found again by its name.
  await like.evaluate((button) => button.setAttribute('data-e2e-liked', ''));
  await like.click();
  const liked = page.locator('[data-e2e-liked]');
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toHaveText(String(count + 1));

  await page.getByRole('tab', { name: 'Styles' }).click();
  await page
    .getByRole('button', { name: /^Try On / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Marketing - Try On' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please select at least one image')).toBeVisible();

  await dialog
    .getByTestId('try-on-file')
    .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await dialog.getByRole('button', { name: '3:4' }).click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Image generation tasks submitted successfully, please wait...')).toBeVisible();
  await expect(page).toHaveURL(/\/modeling\/(content|fashionFactory)\?.*image_id=\d+/);
});
