import { expect, settled, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * Payments under the faults a phone meets (issue 41 §1–§3): a reload while the payment is confirmed, and a card
 * subscription with 20 % of the mock's answers failing. `FAULT_RUNS=10` repeats the second journey and prints one
 * figure line per run (completed / recovered / stuck / money lost), as the fault figures in docs/ were taken.
 */

const PAID_BALANCE = '6,200';

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
}

/** Every order the page creates and confirms, from its own traffic. */
function watchOrders(page: Page) {
  const created: string[] = [];
  const secretToOrder = new Map<string, string>();
  const confirmed = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/payment\/create(Making)?Order$/.test(new URL(response.url()).pathname)) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { orderId: string; paymentInfo: string };
    } | null;
    if (!body?.data) return;
    created.push(body.data.orderId);
    secretToOrder.set(
      (JSON.parse(body.data.paymentInfo) as { client_secret: string }).client_secret,
      body.data.orderId,
    );
  });
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/mock-payments/confirm')) return;
    const { client_secret: secret } = request.postDataJSON() as { client_secret: string };
    confirmed.add(secretToOrder.get(secret) ?? secret);
  });
  return { created, confirmed };
}

/** The orders' statuses as the server has them (asked until it answers: the mock may be failing 20 % of calls). */
async function serverStatuses(page: Page, orderIds: string[]) {
  return page.evaluate(async (ids) => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const out: Record<string, string> = {};
    for (const id of ids) {
      for (let attempt = 0; attempt < 20 && !out[id]; attempt += 1) {
        const response = await fetch(`/api/payment/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await response.json().catch(() => null)) as {
          code?: number;
          data?: { paymentStatus: string };
        };
        if (body?.code === 0 && body.data) out[id] = body.data.paymentStatus;
      }
    }
    return out;
  }, orderIds);
}

/** Every alert the page shows (toasts come and go): a paid order must never be reported as failed. */
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

test('a reload while the payment is confirmed: the watch resumes, the outcome is told and the balance follows', async ({
  page,
}) => {
  const orders = watchOrders(page);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await page.goto('/payment');
  await expect(page.getByTestId('credits-left')).toHaveText('200');
  await page
    .getByRole('article', { name: 'Starter' })
    .getByRole('button', { name: 'Subscribe: Starter' })
    .click();
  const dialog = page.getByRole('dialog');
  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(dialog.getByText('Waiting for the payment to be confirmed…')).toBeVisible();

  // The tab is reloaded before the status poll has seen the outcome (the mock provider takes 1.5 s).
  await page.reload();
  await expect(page.getByText('Your payment is still being confirmed', { exact: false })).toBeVisible();
  await expect(page.getByText('Payment successful.').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('credits-left')).toHaveText(PAID_BALANCE, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: /credits, open payment/ })).toHaveAttribute(
    'aria-label',
    `${PAID_BALANCE} credits, open payment`,
  );
  expect(orders.confirmed.size).toBe(1);
  expect(Object.values(await serverStatuses(page, [...orders.confirmed]))).toEqual(['PAYED']);
  // Told once: nothing waits to be told on the next load.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('atelier.payment.pending.')),
    ),
  ).toEqual([]);
});

test('a declined card keeps the form and its order; the next card pays the same order', async ({ page }) => {
  const orders = watchOrders(page);
  await signIn(page, '?mock=reset&mock_latency=0-50');
  await page.goto('/payment');
  await page
    .getByRole('article', { name: 'Starter' })
    .getByRole('button', { name: 'Subscribe: Starter' })
    .click();
  const dialog = page.getByRole('dialog');
  await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $182.40' }).click();
  await expect(page.getByText('Payment successful.').first()).toBeVisible({ timeout: 15_000 });
  expect(orders.created).toHaveLength(1);
});

type RunResult = 'completed' | 'recovered' | 'stuck';

/** Visible and enabled now (a modal opening meanwhile hides the page from the role query: no waiting for it). */
const usable = async (locator: ReturnType<Page['getByRole']>) =>
  (await locator.isVisible()) && (await locator.isEnabled({ timeout: 500 }).catch(() => false));

/**
 * A user buying the Starter plan while 20 % of the mock's answers fail: they click what the screen offers (Retry,
 * Try again, Pay again, a reload when nothing else is offered) until the plan is theirs or 90 s have passed.
 */
async function subscribeUnderFaults(page: Page): Promise<{ result: RunResult; actions: string[] }> {
  const actions: string[] = [];
  const deadline = Date.now() + 90_000;
  await page.goto('/payment?mock_fail=0.2');
  await settled(page);
  const dialog = page.getByRole('dialog');
  const subscribe = page
    .getByRole('article', { name: 'Starter' })
    .getByRole('button', { name: 'Subscribe: Starter' });
  const success = page.getByText('Payment successful.').first();
  let paid = false;
  let subscribed = false;
  while (Date.now() < deadline) {
    if (await success.isVisible()) {
      paid = true;
      break;
    }
    if (await dialog.isVisible()) {
      const tryAgain = dialog.getByRole('button', { name: 'Try again' });
      const pay = dialog.getByRole('button', { name: /^Pay \$/ });
      if (await usable(tryAgain)) {
        actions.push('try again');
        await tryAgain.click({ timeout: 2000 }).catch(() => undefined);
      } else if (await usable(pay)) {
        const number = await dialog
          .getByLabel('Card number')
          .inputValue({ timeout: 500 })
          .catch(() => null);
        if (number === '') await fillCard(page, '4242 4242 4242 4242');
        else actions.push('pay again');
        await pay.click({ timeout: 2000 }).catch(() => undefined);
      } else if (await dialog.getByRole('button', { name: 'Close', exact: true }).isVisible()) {
        actions.push('closed a failed payment');
        await dialog
          .getByRole('button', { name: 'Close', exact: true })
          .click({ timeout: 2000 })
          .catch(() => undefined);
      }
    } else if (await usable(subscribe)) {
      if (subscribed) actions.push('subscribe again');
      subscribed = true;
      await subscribe.click({ timeout: 2000 }).catch(() => undefined);
    } else {
      const retry = page.getByRole('button', { name: /^(Retry|Try again)$/ }).first();
      if (await retry.isVisible()) {
        actions.push('retry');
        await retry.click({ timeout: 2000 }).catch(() => undefined);
      }
    }
    await page.waitForTimeout(700);
  }
  if (!paid) return { result: 'stuck', actions };
  return { result: actions.length ? 'recovered' : 'completed', actions };
}

const runs = Math.max(1, Number(process.env.FAULT_RUNS) || 1);
for (let run = 1; run <= runs; run += 1) {
  test(`a card subscription under injected failures (20 %) ends paid and credited, run ${run}`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const orders = watchOrders(page);
    const alerts = await recordAlerts(page);
    await signIn(page, '?mock=reset&mock_latency=0-50');
    const { result, actions } = await subscribeUnderFaults(page);
    const statuses = await serverStatuses(page, orders.created);
    const paidOrders = Object.values(statuses).filter((status) => status === 'PAYED').length;
    // The balance the user sees once it is over (the sider's, refreshed by the payment's outcome).
    const balance = page.getByRole('link', { name: /credits, open payment/ });
    const credited = await expect(balance)
      .toHaveAttribute('aria-label', `${PAID_BALANCE} credits, open payment`, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    const reportedFailed = (await alerts()).filter((text) => /payment failed|status failed/i.test(text));
    // Money lost: charged more than once, or charged and told it failed, or charged and the balance never followed.
    const moneyLost = paidOrders > 1 || (paidOrders === 1 && (reportedFailed.length > 0 || !credited));
    console.log(
      `[payment faults] run ${run}: ${result}; orders created ${orders.created.length}, confirmed ${orders.confirmed.size}, paid ${paidOrders}; credited ${credited}; money lost ${moneyLost}; actions: ${actions.join(', ') || 'none'}`,
    );
    expect(result).not.toBe('stuck');
    expect(moneyLost).toBe(false);
    expect(paidOrders).toBe(1);
  });
}
