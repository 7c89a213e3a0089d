import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * The operator's day on one product (issue 16). The production path's screens (apply, pay) are being
 * built on another branch, so the demo user's side goes through the same calls those screens make,
 * from this page with the demo user's token; the operator's side is the admin UI.
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

/** The demo user applies for a cost assessment of one of their own designs (`applyReview`). */
async function demoApplies(page: Page): Promise<{ imageId: number; product: Product }> {
  const history = await asDemo<{ list: { result: { image_id: number }[] }[] }>(
    page,
    'GET',
    '/api/user/history?function_key=imageGeneration&pageSize=50',
  );
  for (const imageId of history.list.flatMap((record) => record.result.map((r) => r.image_id))) {
    const product = await asDemo<Product>(page, 'POST', '/api/product/applyReview', {
      image_id: imageId,
      apply: true,
    }).catch(() => null);
    if (product?.production_status === 1) return { imageId, product };
  }
  throw new Error('The demo user has no design to apply with');
}

/** The demo user's product of an image, as their screens read it (`GET /product/info`). */
const demoProduct = async (page: Page, imageId: number) =>
  (await asDemo<{ product: Product | null }>(page, 'GET', `/api/product/info?image_id=${imageId}`)).product;

const productRow = (page: Page, productId: number) =>
  page.getByRole('row').filter({ hasText: `Product #${productId}` });

test('an operator reviews a production application, the user pays, the operator dispatches it and edits a category', async ({
  page,
}) => {
  await signIn(page, '?mock=reset&mock_latency=0-50', DEMO);
  const { imageId, product } = await demoApplies(page);

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

  // The demo user sees the cost and pays it (the mock card provider confirms the order).
  const info = await demoProduct(page, imageId);
  expect(info).toMatchObject({ production_status: 2, sampling_price: 25 });
  const order = await asDemo<{ orderId: string; paymentInfo: string }>(
    page,
    'POST',
    '/api/payment/createMakingOrder',
    { productId: product.product_id, count: 1, channel: 2, price: 25 },
  );
  const { client_secret, confirm_url } = JSON.parse(order.paymentInfo) as {
    client_secret: string;
    confirm_url: string;
  };
  await page.evaluate(
    async ({ url, secret }) => {
      await fetch(url, { method: 'POST', body: JSON.stringify({ client_secret: secret }) });
    },
    { url: confirm_url, secret: client_secret },
  );
  await expect
    .poll(
      async () =>
        (await asDemo<{ paymentStatus: string }>(page, 'GET', `/api/payment/${order.orderId}`)).paymentStatus,
      {
        timeout: 30_000,
      },
    )
    .toBe('PAYED');
  await expect.poll(async () => (await demoProduct(page, imageId))?.production_status).toBe(3);

  // The operator records tracking; the row and the user's product say dispatched.
  await page.goto('/admin/operation?production=3');
  await productRow(page, product.product_id).getByRole('button', { name: 'Record tracking' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL');
  await dialog.getByLabel('Tracking number').fill('JD0001234567');
  await dialog.getByRole('button', { name: 'Save tracking' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/admin/operation?production=4');
  await expect(productRow(page, product.product_id).getByText('Dispatched')).toBeVisible();
  expect(await demoProduct(page, imageId)).toMatchObject({ production_status: 4 });

  // The operator renames a category.
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Edit Rings' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit category “Rings”' });
  await dialog.getByLabel('Name').fill('Fine rings');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Categories' }).getByText('Fine rings')).toBeVisible();
});
