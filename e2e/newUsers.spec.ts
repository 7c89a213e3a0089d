import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * What new users found walking every journey (a visitor, a seller, an operator; 390 and 1440 px): the two
 * regressions, the work that must survive a reload, focus that goes back to the dialog's opener, the way back after
 * paying, and the tour's spotlight under the sticky header.
 */

// A 1×1 PNG: the garment.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Asks the mock as the page would (its token), for ids the journeys start from. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** The app header's height (src/theme/layout.ts). */
const HEADER_HEIGHT = 56;

const toast = (page: Page, text: string | RegExp) => page.locator('.MuiAlert-message', { hasText: text });

test('Video without an animation effect says so and sends nothing', async ({ page }) => {
  await signIn(page, '?mock=reset&mock_latency=0-50');
  const creations = await apiGet<{ list: { image_id: number }[] }>(
    page,
    '/api/image/getUserCreations?current=1&pageSize=5',
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video/createVideo')) sent.push(request.url());
  });
  await page.goto(`/marketing/content?image_id=${creations.list[0].image_id}&type=video`);
  await expect(page.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Choice of animation effects' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Video model' })).toContainText(/\w/);
  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(toast(page, 'Choice of animation effects')).toBeVisible();
  expect(sent).toEqual([]);
});

test("the Free plan's button takes a Free user to create", async ({ page }) => {
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await page.goto('/payment');
  const free = page.getByRole('article', { name: 'Free' });
  await expect(free.getByText('Current plan')).toBeVisible();
  await free.getByRole('link', { name: 'Start creating' }).click();
  await expect(page).toHaveURL(/\/tools\/inspiration$/);
});

test('the fashion factory restores the paid outfits and their clothing after a reload, and opened again without the batch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_task_ms=1000-2000');
  await page.goto('/space/avator');
  const tile = page.getByRole('list', { name: 'Fashion Style templates' }).getByRole('listitem').first();
  await tile.hover();
  await tile.getByRole('button', { name: /^ReStyle / }).click();
  await expect(page).toHaveURL(/\/modeling\/fashionFactory\?image_id=\d+&prompt_id=\d+$/);
  const lookUrl = page.url();
  await page
    .getByTestId('clothing-input')
    .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Clothing 1' })).toBeVisible();
  await page.getByRole('button', { name: /^Generate outfit/ }).click();
  await expect(
    toast(page, 'Successfully submitted generation task: 2 outfits of your clothing'),
  ).toBeVisible();
  const next = page.getByRole('button', { name: /^Next/ });
  await expect(next).toBeVisible({ timeout: 30_000 });
  // At 1440 px Next sits on the row of Back and Generate outfit, not alone under them.
  const generateBox = (await page.getByRole('button', { name: /^Generate outfit/ }).boundingBox())!;
  expect(Math.abs((await next.boundingBox())!.y - generateBox.y)).toBeLessThan(4);

  const outfits = page.getByRole('img', { name: /^Outfit \d/ });
  await page.reload();
  await expect(outfits).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Clothing 1' })).toBeVisible();
  await expect(next).toBeVisible();

  // Opened again by the look's address only (no batch in it): the history holds the outfits.
  await page.goto(lookUrl);
  await expect(outfits).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Clothing 1' })).toBeVisible();
  await expect(next).toBeVisible();
  await expect(page).toHaveURL(/batch_id=/);
});

test("the maker's note survives a reload on the address step, which says where the user is", async ({
  page,
}) => {
  await signIn(page, '?mock=reset&mock_latency=0-50');
  const products = await apiGet<{ list: { image_id: number; product: { production_status: number } }[] }>(
    page,
    '/api/image/self?type=product&current=1&pageSize=50',
  );
  const id = products.list.find((image) => image.product.production_status === 2)!.image_id;
  await page.goto(`/tools/generate/${id}?method=card`);
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Production steps' });
  await expect(steps.getByRole('listitem')).toHaveText(['Valuation', '2Pay', '3Make', '4Deliver']);
  await expect(page.getByText(/^Assessed cost: \$/)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Production order');
  await page.getByRole('textbox', { name: 'Description' }).fill('Ring size 52, brushed finish');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Ring size 52, brushed finish',
  );
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Escape gives focus back to the control that opened the payment dialog (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, '?mock=reset&mock_latency=0-50');
    await page.goto('/payment');
    const subscribe = page
      .getByRole('article', { name: 'Starter' })
      .getByRole('button', { name: 'Subscribe: Starter' });
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(subscribe).toBeFocused();
  });

  test(`Escape gives focus back along the production checkout: Continue → Pay (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, '?mock=reset&mock_latency=0-50');
    const products = await apiGet<{ list: { image_id: number; product: { production_status: number } }[] }>(
      page,
      '/api/image/self?type=product&current=1&pageSize=50',
    );
    const id = products.list.find((image) => image.product.production_status === 2)!.image_id;
    await page.goto(`/tools/generate/${id}?method=card`);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Hong Kong');
    const proceed = page.getByRole('button', { name: 'Continue' });
    const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
    const pay = confirm.getByRole('button', { name: /^Pay \$/ });
    const payment = page.getByRole('dialog', { name: 'Card payment' });

    // The confirmation gives focus back to Continue.
    await proceed.focus();
    await page.keyboard.press('Enter');
    await expect(pay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(proceed).toBeFocused();

    // The card payment, opened from the confirmation's Pay (gone with its dialog): back to Continue.
    await page.keyboard.press('Enter');
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(payment.getByLabel('Card number')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();
    await expect(proceed).toBeFocused();

    // And with PayPal, the other way to pay the same order.
    await page.keyboard.press('Enter');
    await confirm.getByRole('radio', { name: 'PayPal' }).check();
    await pay.focus();
    await page.keyboard.press('Enter');
    const paypal = page.getByRole('dialog', { name: 'PayPal' });
    await expect(paypal.getByRole('button', { name: /^Approve / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(paypal).toBeHidden();
    await expect(proceed).toBeFocused();
  });

  test(`Escape on a production status dialog gives focus to the control that opens it again (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, '?mock=reset&mock_latency=0-50&mock_review_ms=600000');
    const creations = await apiGet<{ list: { image_id: number; product: unknown }[] }>(
      page,
      '/api/image/getUserCreations?current=1&pageSize=50',
    );
    const products = await apiGet<{ list: { image_id: number; product: { production_status: number } }[] }>(
      page,
      '/api/image/self?type=product&current=1&pageSize=50',
    );
    const byStatus = (status: number) =>
      products.list.find((image) => image.product.production_status === status)!.image_id;

    // The info page: the action that opened it waits disabled while the product is reviewed.
    await page.goto(`/tools/info/${creations.list.find((image) => !image.product)!.image_id}`);
    const apply = page.getByRole('button', { name: 'Go to Making & Pre-sale' });
    await apply.focus();
    await page.keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: 'The product is undergoing cost assessment' });
    await expect(review).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();
    await expect(page.getByRole('button', { name: 'Production status' })).toBeFocused();
    // Withdrawn, the status button goes and the action is offered again.
    await page.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(review).toBeHidden();
    await expect(apply).toBeFocused();

    // The cost assessment and the delivery open theirs with the page: focus goes to 'View progress'.
    for (const url of [`/tools/costAssessment/${byStatus(1)}`, `/tools/deliver/${byStatus(3)}`]) {
      await page.goto(url);
      const status = page.getByRole('dialog');
      await expect(status.getByRole('button', { name: 'Close', exact: true }).last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(status).toBeHidden();
      await expect(page.getByRole('button', { name: 'View progress' })).toBeFocused();
    }
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after paying from the out-of-credits path the way back is in view and no toast covers the header', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, '?mock=reset&mock_latency=0-50');
    const reason = 'Not enough credits: this costs 4 credits and you have 0.';
    await page.goto(`/payment?${new URLSearchParams({ reason, back: '/tools/inspiration?prompt=ring' })}`);
    const starter = page.getByRole('article', { name: 'Starter' });
    await starter.getByRole('button', { name: 'Subscribe: Starter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    const back = page.getByRole('link', { name: 'Continue where you left off' });
    await expect(back).toBeFocused();
    await expect(back).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect
      .poll(async () => (await back.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    const paidToast = toast(page, 'Payment successful.');
    if (await paidToast.isVisible())
      expect((await paidToast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('the tour spotlights the marketing tabs of steps 6–8 below the sticky header', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, '?mock=reset&mock_latency=0-50');
    await page.goto('/?tour=1');
    const next = () => page.getByRole('button', { name: /^Next/ }).last();
    for (let step = 1; step <= 5; step += 1) await next().click();
    for (const target of [
      '#tour-tab-static',
      '[data-tour="marketing-tab-tryon"]',
      '[data-tour="marketing-tab-video"]',
    ]) {
      const tab = page.locator(target);
      await expect(tab).toBeVisible();
      // Below the sticky header (56 px high at the top of the window).
      await expect
        .poll(async () => (await tab.boundingBox())!.y, { message: `${target} below the header` })
        .toBeGreaterThanOrEqual(HEADER_HEIGHT);
      await next().click();
    }
  });

  test("Explore's search placeholder reads whole", async ({ page }) => {
    await page.goto('/?mock=reset&mock_latency=0-50');
    const search = page.getByRole('searchbox', { name: 'Search images' });
    await expect(search).toBeVisible();
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(input.placeholder).width <= input.clientWidth;
    });
    expect(fits).toBe(true);
  });
});
