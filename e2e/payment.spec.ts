import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/** Every request the page makes, so a test can prove nothing left the origin (mock mode, no providers). */
function watchOrigins(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) offOrigin.push(request.url());
  });
  return offOrigin;
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
}

/** The order's status as the backend reports it (through the page, so the mock worker answers). */
async function orderStatus(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/payment/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { paymentStatus: string; status: number } };
    return body.data;
  }, orderId);
}

async function openStarter(page: Page) {
  await page.goto('/payment');
  const starter = page.getByRole('article', { name: 'Starter' });
  await starter.getByRole('button', { name: 'Subscribe: Starter' }).click();
  await expect(page.getByRole('dialog').getByLabel('Card number')).toBeVisible();
}

test('buys the yearly Starter plan with the success card: level and credits change, nothing leaves the origin', async ({
  page,
  baseURL,
}) => {
  const offOrigin = watchOrigins(page, baseURL!);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await page.goto('/payment');
  await expect(page.getByRole('button', { name: /Yearly Plan/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('credits-left')).toHaveText('200');
  await expect(
    page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  const balance = page.getByRole('link', { name: /credits, open payment/ });
  await expect(balance).toHaveAttribute('aria-label', '200 credits, open payment');

  await page
    .getByRole('article', { name: 'Starter' })
    .getByRole('button', { name: 'Subscribe: Starter' })
    .click();
  const dialog = page.getByRole('dialog');
  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(dialog.getByText('Waiting for the payment to be confirmed…')).toBeVisible();
  await expect(page.getByText('Payment successful.').first()).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await expect(page.getByTestId('credits-left')).toHaveText('6,200');
  await expect(balance).toHaveAttribute('aria-label', '6,200 credits, open payment');
  await expect(
    page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  expect(offOrigin).toEqual([]);
});

test('a declined card is said on the form, which keeps what was typed; closing cancels, nothing is charged', async ({
  page,
  baseURL,
}) => {
  const offOrigin = watchOrigins(page, baseURL!);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await openStarter(page);
  const dialog = page.getByRole('dialog');
  await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(page.getByText('Payment canceled.')).toBeVisible();
  await expect(page.getByTestId('credits-left')).toHaveText('200');
  expect(offOrigin).toEqual([]);
});

test('closing the modal mid-way cancels the order', async ({ page, baseURL }) => {
  const offOrigin = watchOrigins(page, baseURL!);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await openStarter(page);
  const dialog = page.getByRole('dialog');
  const orderId = ((await dialog.getByTestId('payment-order-id').textContent()) ?? '').replace('Order ', '');
  expect(orderId).toMatch(/^ord_/);
  expect(await orderStatus(page, orderId)).toMatchObject({ paymentStatus: 'WAIT_PAY', status: 0 });
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(page.getByText('Payment canceled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Closed: the contract's payment status 3, reported as FAIL.
  expect(await orderStatus(page, orderId)).toMatchObject({ paymentStatus: 'FAIL', status: 3 });
  expect(offOrigin).toEqual([]);
});

/**
 * Every order the page creates, confirms with the provider and cancels, read from its own requests: the
 * evidence that no order was both confirmed (the card sent to the provider) and cancelled.
 */
function watchOrders(page: Page) {
  const secretToOrder = new Map<string, string>();
  const confirmed = new Set<string>();
  const cancelled = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/payment\/create(Making)?Order$/.test(new URL(response.url()).pathname)) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { orderId: string; paymentInfo: string };
    } | null;
    if (!body?.data) return;
    const secret = (JSON.parse(body.data.paymentInfo) as { client_secret: string }).client_secret;
    secretToOrder.set(secret, body.data.orderId);
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/mock-payments/confirm')) {
      const { client_secret: secret } = request.postDataJSON() as { client_secret: string };
      confirmed.add(secretToOrder.get(secret) ?? secret);
    }
    const cancel = /\/payment\/cancel\/(.+)$/.exec(path);
    if (cancel) cancelled.add(decodeURIComponent(cancel[1]));
  });
  return {
    confirmed,
    cancelled,
    bothConfirmedAndCancelled: () => [...confirmed].filter((id) => cancelled.has(id)),
  };
}

/** Every alert the page ever shows (toasts come and go): a paid order must never be reported as failed. */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __alerts: string[] }).__alerts = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[role="alert"]'))) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts);
}

test('closing the card modal before Pay, while the payment is confirmed and after success: nothing paid is cancelled or reported as failed, balance and plan follow within 5 s', async ({
  page,
}) => {
  const orders = watchOrders(page);
  const alerts = await recordAlerts(page);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await page.goto('/payment');
  const balance = page.getByRole('link', { name: /credits, open payment/ });
  await expect(page.getByTestId('credits-left')).toHaveText('200');

  // 1. Before Pay: the unpaid order is cancelled, nothing changes.
  await openStarter(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(page.getByText('Payment canceled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(orders.cancelled.size).toBe(1);

  // 2. While it waits for the confirmation (the mock provider takes 1.5 s): the modal closes, the order is
  // watched, not cancelled.
  await openStarter(page);
  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(dialog.getByText('Waiting for the payment to be confirmed…')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your payment is still being confirmed.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('credits-left')).toHaveText('6,200', { timeout: 5_000 });
  await expect(balance).toHaveAttribute('aria-label', '6,200 credits, open payment', { timeout: 5_000 });
  await expect(
    page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled({ timeout: 5_000 });
  await expect(page.getByText('Payment successful.').first()).toBeVisible();

  // 3. After success: closing changes nothing but the modal.
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Subscribe: Pro' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $470.40' }).click();
  await expect(dialog.getByText('Payment successful.')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('credits-left')).toHaveText('24,200', { timeout: 5_000 });
  await expect(balance).toHaveAttribute('aria-label', '24,200 credits, open payment', { timeout: 5_000 });
  await expect(
    page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled({ timeout: 5_000 });

  expect(orders.confirmed.size).toBe(2);
  expect(orders.bothConfirmedAndCancelled()).toEqual([]);
  expect((await alerts()).filter((text) => /fail/i.test(text))).toEqual([]);
});
