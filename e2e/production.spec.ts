import { expect, test, type Page } from './fixtures';
import { signIn } from './session';
import { seriousA11yViolations } from './a11yShell';

/** The mock back office reviews applications after 10 s: long enough for the journey to see "under review" on a loaded machine. */
/** A generated design of the demo user that has no product yet (asked through the page, so the mock answers). */
async function designWithoutProduct(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/image/getUserCreations?current=1&pageSize=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { list: { image_id: number; product: unknown }[] } };
    return body.data.list.find((image) => !image.product)!.image_id;
  });
}

test('a design goes from the info page through review, address, card payment and delivery to pre-sale', async ({
  page,
}) => {
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_review_ms=10000');
  const id = await designWithoutProduct(page);

  // Apply for the cost assessment on the info page.
  await page.goto(`/tools/info/${id}`);
  await page.getByRole('button', { name: 'Goto Marking & Pre sale' }).click();
  await expect(page.getByText('Applying for review')).toBeVisible();
  const reviewModal = page.getByRole('dialog', { name: 'The product is under going cost assessment' });
  await expect(reviewModal).toBeVisible();
  await page.keyboard.press('Escape');

  // The Lab landing lists it under review and opens the cost assessment page.
  await page.goto('/marketing/pre-sale');
  const products = page.getByRole('list', { name: 'Your products' });
  await products.locator(`a[href="/tools/costAssessment/${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/tools/costAssessment/${id}$`));
  await expect(page.getByText('Wait for cost assessment')).toBeVisible();
  await page.keyboard.press('Escape');

  // The mock back office reviews it after the (shortened) delay; the page asks again by itself.
  await expect(page.getByRole('button', { name: /with PayPal$/ })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('link', { name: 'Enter a shipping address and pay by card' }).click();

  // Address (the saved one prefilled), confirmation with the 10 % fee, card payment.
  await expect(page).toHaveURL(new RegExp(`/tools/generate/${id}$`));
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Hong Kong');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm.getByText('Service fee (10%)')).toBeVisible();
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Applying for production')).toBeVisible();
  const payment = page.getByRole('dialog');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM / YY)').fill('1234');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Pay success')).toBeVisible({ timeout: 20_000 });

  // Delivery status.
  await expect(page).toHaveURL(new RegExp(`/tools/deliver/${id}$`));
  const produced = page.getByRole('dialog', { name: 'Goods are being produced' });
  await expect(produced.getByText('We’ll update for status change')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('img', { name: /^Production period/ })).toBeVisible();
  await expect(page.getByText('Items booked')).toBeVisible();

  // List it for pre-sale.
  await page.getByRole('link', { name: 'List for pre-sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/pre-sale/${id}$`));
  await page.getByRole('textbox', { name: 'Title' }).fill('Morning dew ring');
  await page.getByRole('combobox', { name: 'Material' }).click();
  await page.getByRole('option', { name: '925 silver' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Income estimate' }).getByText('30%')).toBeVisible();
  await page.getByRole('button', { name: 'Apply for pre-sale' }).click();
  await expect(page.getByText('Applying for sell.')).toBeVisible();

  // Back on the Lab landing, under review.
  await expect(page).toHaveURL(/\/marketing\/pre-sale$/);
  const card = page
    .getByRole('list', { name: 'Your products' })
    .locator('li')
    .filter({
      has: page.locator(`a[href="/tools/deliver/${id}"]`),
    });
  await expect(card.getByText('Pre-sale: underReview')).toBeVisible();
});

test('the production pages fit a 390 px phone and pass axe in every state the seed holds', async ({
  page,
}) => {
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_review_ms=10000');
  await page.setViewportSize({ width: 390, height: 844 });
  const targets = await page.evaluate(async () => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/image/self?type=product&current=1&pageSize=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      data: {
        list: { image_id: number; product: { production_status: number; pre_sale_status: number | null } }[];
      };
    };
    const byStatus = (s: number) => body.data.list.find((i) => i.product.production_status === s)!.image_id;
    return [
      `/tools/costAssessment/${byStatus(1)}`,
      `/tools/generate/${byStatus(2)}`,
      `/tools/deliver/${byStatus(3)}`,
      `/tools/pre-sale/${body.data.list.find((i) => i.product.production_status === 4 && i.product.pre_sale_status === null)!.image_id}`,
      `/marketing/pre-sale?image_id=${body.data.list.find((i) => i.product.production_status === 4 && i.product.pre_sale_status === null)!.image_id}`,
      '/marketing/pre-sale',
    ];
  });
  for (const url of targets) {
    await page.goto(url);
    await expect(page.locator('#production-page-title, #lab-title')).toBeVisible();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      // Axe must not read the dialog while it fades out (its text is then half transparent).
      await expect(dialog).toBeHidden();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page), url).toEqual([]);
  }
});
