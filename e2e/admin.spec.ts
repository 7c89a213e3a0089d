import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * The operator's day on one product (issue 16): the demo user applies and pays through the production
 * screens, the operator reviews and ships through the admin UI. The mock's own review timer is pushed far
 * out (`mock_review_ms`) so the operator's review is the one that counts.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo1234!', token: 'demo-access-token' };
const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' };

/** A call as the demo user, through the page so the mock worker answers it. */
async function asDemo<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; message: string; data: unknown };
      if (!response.ok || envelope.code !== 0) throw new Error(`${path}: ${envelope.message}`);
      return envelope.data as never;
    },
    { method, path, body, token: DEMO.token },
  ) as Promise<T>;
}

interface Product {
  product_id: number;
  production_status: number;
  sampling_price: number | null;
}

/** A generated design of the demo user that has no product yet. */
async function designWithoutProduct(page: Page): Promise<number> {
  const designs = await asDemo<{ list: { image_id: number; product: unknown }[] }>(
    page,
    'GET',
    '/api/image/getUserCreations?current=1&pageSize=50',
  );
  const design = designs.list.find((image) => !image.product);
  if (!design) throw new Error('The demo user has no design without a product');
  return design.image_id;
}

/** The demo user's product of an image, as their screens read it (`GET /product/info`). */
const demoProduct = async (page: Page, imageId: number) =>
  (await asDemo<{ product: Product | null }>(page, 'GET', `/api/product/info?image_id=${imageId}`)).product;

const productRow = (page: Page, productId: number) =>
  page.getByRole('row').filter({ hasText: `Product #${productId}` });

test('an operator reviews a production application, the user pays, the operator dispatches it and edits a category', async ({
  page,
}) => {
  // Two people, four screens each: about a minute on a quiet machine, over the suite's 90 s beside two other workers.
  test.setTimeout(180_000);
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_review_ms=600000', DEMO);
  const imageId = await designWithoutProduct(page);

  // The demo user applies for production of a design, from its info page.
  await page.goto(`/tools/info/${imageId}`);
  await page.getByRole('button', { name: 'Go to Making & Pre-sale' }).click();
  await expect(page.getByText('Applying for review')).toBeVisible();
  await expect.poll(async () => (await demoProduct(page, imageId))?.production_status).toBe(1);
  const product = (await demoProduct(page, imageId))!;

  // A signed-in user who is not an operator gets the 403 page.
  await page.goto('/admin');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();

  // The operator approves it with a sampling cost.
  await page.context().clearCookies();
  await signIn(page, '', ADMIN);
  await page.goto('/admin/operation?production=1');
  const row = productRow(page, product.product_id);
  await row.getByRole('button', { name: 'Review' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Sampling cost is required')).toBeVisible();
  await dialog.getByLabel('Sampling cost (USD)').fill('25');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();

  // The demo user sees the cost on the cost assessment page and pays it by card.
  await page.context().clearCookies();
  await signIn(page, '', DEMO);
  await page.goto(`/tools/costAssessment/${imageId}`);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByRole('link', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/generate/${imageId}\\?method=card$`));
  // The address the demo user saved before fills the form.
  await expect(page.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = page.getByRole('dialog');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM / YY)').fill('1234');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Pay success')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/tools/deliver/${imageId}$`));
  await expect.poll(async () => (await demoProduct(page, imageId))?.production_status).toBe(3);

  // The operator records tracking; the row says dispatched.
  await page.context().clearCookies();
  await signIn(page, '', ADMIN);
  await page.goto('/admin/operation?production=3');
  await productRow(page, product.product_id).getByRole('button', { name: 'Record tracking' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL');
  await dialog.getByLabel('Tracking number').fill('JD0001234567');
  await dialog.getByRole('button', { name: 'Save tracking' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/admin/operation?production=4');
  await expect(productRow(page, product.product_id).getByText('Dispatched')).toBeVisible();

  // The demo user's product shows as dispatched and the path offers its pre-sale.
  await page.context().clearCookies();
  await signIn(page, '', DEMO);
  await page.goto('/marketing/pre-sale');
  const card = page
    .getByRole('list', { name: 'Your products' })
    .locator('li')
    .filter({ has: page.locator(`a[href="/tools/pre-sale/${imageId}"]`) });
  await expect(card.getByText('Production: dispatched')).toBeVisible();
  await card.locator(`a[href="/tools/pre-sale/${imageId}"]`).first().click();
  await expect(page.getByRole('button', { name: 'Apply for pre-sale' })).toBeVisible();

  // The operator renames a category.
  await page.context().clearCookies();
  await signIn(page, '', ADMIN);
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Edit Rings' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit category “Rings”' });
  await dialog.getByLabel('Name').fill('Fine rings');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Categories' }).getByText('Fine rings')).toBeVisible();
});
