#!/usr/bin/env node
/* global document */
// Fault journeys (issue 41): a generation, a marketing generation and a product order (the production checkout,
// paid by card) with 20 % of the mock's requests failing (`?mock_fail=0.2`), BENCH_RUNS runs each (default 10),
// driven as a patient user would: a failed sign-in, load or submission is tried again with the screen's own
// buttons; a failed task's Retry is pressed. Prints, per flow, completed (results shown, no task retried),
// recovered (results shown after a Retry or a reload), stuck (no results after 60 s; 90 s for the order) and money
// lost (credits charged beyond what the results shown cost, read from the mock's stored ledger; for the order: a
// second order paid, or the paid one told as failed or its product not in production). BENCH_FLOWS picks flows by
// name (`BENCH_FLOWS=order`). Needs `dist-mock/` (npm run build:mock), or BENCH_BASE for a server already running.
// Prints figures; never fails on them.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, startMockPreview } from './previewServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const FAIL = process.env.BENCH_FAIL ?? '0.2';
/** Seeded product images with a child category (marketing's Static templates need one). */
const MARKETING_IMAGE = Number(process.env.BENCH_IMAGE ?? 1001);
const WAIT_MS = 60_000;

let server = null;
let base = process.env.BENCH_BASE;
if (!base) {
  if (!existsSync(join(root, 'dist-mock', 'index.html'))) {
    console.error('dist-mock/ is missing: run `npm run build:mock` first.');
    process.exit(2);
  }
  server = await startMockPreview(root, Number(process.env.BENCH_PORT) || (await freePort()));
  base = server.base;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Presses every visible 'Retry' / 'Try again' of a failed load (not a task's); true when one was pressed. */
async function retryLoads(page, scope = page) {
  let pressed = false;
  for (const name of ['Retry', 'Try again']) {
    // Alerts of failed loads, not a history record's failed task (its Alert has a Retry too).
    const buttons = scope
      .locator('.MuiAlert-root')
      .filter({ hasNot: page.locator('xpath=ancestor::article') })
      .getByRole('button', { name, exact: true });
    for (let i = 0; i < (await buttons.count()); i += 1) {
      if (process.env.BENCH_DEBUG)
        console.log(
          '  retry load:',
          (
            await scope
              .locator('.MuiAlert-root')
              .filter({ has: buttons.nth(i) })
              .innerText()
              .catch(() => '?')
          ).replace(/\s+/g, ' '),
        );
      await buttons
        .nth(i)
        .click()
        .catch(() => undefined);
      pressed = true;
    }
  }
  return pressed;
}

async function signIn(page) {
  await page.goto(`${base}/signin?mock=reset&mock_fail=${FAIL}&mock_latency=0-50&mock_task_ms=4000-6000`);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    // A sign-in slower than the wait below may have gone through meanwhile (and left the form).
    if (await page.evaluate(() => document.cookie.includes('accessToken='))) break;
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('Demo1234!');
    await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
    const ok = await page
      .waitForFunction(() => document.cookie.includes('accessToken='), null, { timeout: 4000 })
      .then(
        () => true,
        () => false,
      );
    if (ok) break;
  }
  await page.evaluate(() => localStorage.setItem('tourDismissed', '1'));
}

/** The demo user's credits as the mock's stored db has them (saved shortly after each change). */
async function storedPoints(page) {
  await sleep(1500);
  return page.evaluate(() => {
    const snapshot = JSON.parse(localStorage.getItem('mock-db:v1') ?? 'null');
    return snapshot?.tables.users.find((u) => u.email === 'demo@example.com')?.points ?? NaN;
  });
}

/** Clicks `submit` until the success text shows (a failed submission charges nothing and says so). */
async function submitUntilAccepted(page, submit, accepted) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await submit();
    const ok = await page
      .getByText(accepted)
      .first()
      .waitFor({ timeout: 6000 })
      .then(
        () => true,
        () => false,
      );
    if (ok) return attempt;
    if (process.env.BENCH_DEBUG) console.log('  submit not accepted, attempt', attempt);
    await retryLoads(page);
  }
  return -1;
}

async function choose(page, label, option) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      await page.getByRole('combobox', { name: label }).click({ timeout: 3000 });
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3000 });
      return;
    } catch {
      await page.keyboard.press('Escape');
      await retryLoads(page);
      await sleep(500);
    }
  }
}

/** Waits for the results, pressing a failed task's Retry as the user would; returns 'completed' | 'recovered' | 'stuck'. */
async function watch(page, done, taskRetry) {
  const started = Date.now();
  let recovered = false;
  while (Date.now() - started < WAIT_MS) {
    if (await done()) return recovered ? 'recovered' : 'completed';
    const retry = taskRetry();
    if ((await retry.count()) > 0) {
      if (process.env.BENCH_DEBUG) console.log('  task retry pressed');
      await retry
        .first()
        .click()
        .catch(() => undefined);
      recovered = true;
    }
    if (await retryLoads(page)) recovered = true;
    await sleep(1000);
  }
  return 'stuck';
}

async function generation(page) {
  await page.goto(`${base}/tools/inspiration`);
  const before = await storedPoints(page);
  await choose(page, 'Category', 'Jewelry');
  await choose(page, 'Type', 'Rings');
  const prompt = `Fault ring ${Date.now()}`;
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  const card = page.locator('article').filter({ hasText: prompt }).first();
  const sent = await submitUntilAccepted(
    page,
    () => page.getByRole('button', { name: /^Generate(\s|$)/ }).click(),
    'Task submitted, generating.',
  );
  if (sent < 0) return { outcome: 'not submitted', lost: 0 };
  const outcome = await watch(
    page,
    async () => (await card.getByRole('link', { name: /^Open image/ }).count()) === 4,
    () => card.getByRole('button', { name: 'Retry' }),
  );
  const after = await storedPoints(page);
  const cost = 4;
  return { outcome, lost: before - after - (outcome === 'stuck' ? 0 : cost) };
}

async function marketing(page) {
  await page.goto(`${base}/marketing/content?image_id=${MARKETING_IMAGE}`);
  const before = await storedPoints(page);
  const templates = page.getByRole('group', { name: 'Templates' }).getByRole('button');
  for (let attempt = 0; attempt < 10 && (await templates.count()) === 0; attempt += 1) {
    await sleep(1000);
    await retryLoads(page);
  }
  await templates.first().click();
  const sent = await submitUntilAccepted(
    page,
    () => page.getByRole('button', { name: /^Generate(\s|$)/ }).click(),
    /^Your image has entered the processing queue/,
  );
  if (sent < 0) return { outcome: 'not submitted', lost: 0 };
  const outcome = await watch(
    page,
    async () => (await page.getByRole('button', { name: 'Generated image 1', exact: true }).count()) > 0,
    () =>
      page
        .getByRole('button', { name: 'Retry', exact: true })
        .filter({ hasNot: page.locator('.MuiAlert-root') }),
  );
  const after = await storedPoints(page);
  const cost = 1;
  return { outcome, lost: before - after - (outcome === 'stuck' ? 0 : cost) };
}

/** Asks the mock as the page would (its token), again while the injected failures answer. */
async function apiGet(page, path) {
  return page.evaluate(async (url) => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).catch(() => null);
      const body = await response?.json().catch(() => null);
      if (body?.code === 0) return body.data;
    }
    return null;
  }, path);
}

const CARD = { 'Card number': '4242 4242 4242 4242', 'Expiry (MM / YY)': '1234', CVC: '123' };
const ADDRESS = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '1 Queen Street',
  City: 'Hong Kong',
  'Province / state': 'HK',
  'ZIP / postal code': '999077',
  Country: 'China',
  Phone: '85212345678',
};

/** Visible and enabled now (no waiting: a dialog opening meanwhile hides the page from the role query). */
const usable = async (locator) =>
  (await locator.isVisible().catch(() => false)) &&
  (await locator.isEnabled({ timeout: 500 }).catch(() => false));

/**
 * The product order: a product whose cost is assessed, its address step (the saved address, typed in when it did
 * not load), the confirmation, the card payment, until the deliver page says 'Pay success' or 90 s have passed.
 * The user presses what the screen offers: Retry / Try again, Pay again, Close on a failed payment, Continue.
 */
async function productOrder(page) {
  const products = await apiGet(page, '/api/image/self?type=product&current=1&pageSize=50');
  const id = products?.list.find((image) => image.product?.production_status === 2)?.image_id;
  if (!id) return { outcome: 'not submitted', lost: 0 };
  const created = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/payment/createMakingOrder')) return;
    const body = await response.json().catch(() => null);
    if (body?.data?.orderId) created.push(body.data.orderId);
  });
  const alerts = [];
  const seen = () =>
    page
      .evaluate(() =>
        Array.from(document.querySelectorAll('[role="alert"]'), (el) => el.textContent?.trim() ?? ''),
      )
      .then((texts) => texts.forEach((text) => text && !alerts.includes(text) && alerts.push(text)))
      .catch(() => undefined);

  await page.goto(`${base}/tools/generate/${id}?method=card`);
  const actions = [];
  const act = (what) => {
    actions.push(what);
    if (process.env.BENCH_DEBUG) console.log('  order:', what);
  };
  const payment = page.getByRole('dialog', { name: 'Card payment' });
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  const proceed = page.getByRole('button', { name: 'Continue', exact: true });
  const deadline = Date.now() + 90_000;
  let paid = false;
  let continued = false;
  let idle = 0;
  while (Date.now() < deadline) {
    await seen();
    if (/\/tools\/deliver\//.test(page.url()) || (await page.getByText('Pay success').first().isVisible())) {
      paid = true;
      break;
    }
    let acted = true;
    if (await payment.isVisible()) {
      const tryAgain = payment.getByRole('button', { name: 'Try again' });
      const pay = payment.getByRole('button', { name: /^Pay / });
      const close = payment.getByRole('button', { name: 'Close', exact: true });
      if (await usable(tryAgain)) {
        act('try again');
        await tryAgain.click({ timeout: 2000 }).catch(() => undefined);
      } else if (await usable(pay)) {
        const number = await payment
          .getByLabel('Card number')
          .inputValue({ timeout: 500 })
          .catch(() => null);
        if (number === '') {
          for (const [label, value] of Object.entries(CARD))
            await payment
              .getByLabel(label)
              .fill(value, { timeout: 2000 })
              .catch(() => undefined);
        } else act('pay again');
        await pay.click({ timeout: 2000 }).catch(() => undefined);
      } else if (await usable(close)) {
        act('closed a failed payment');
        await close.click({ timeout: 2000 }).catch(() => undefined);
      } else acted = false;
    } else if (await confirm.isVisible()) {
      const pay = confirm.getByRole('button', { name: /^Pay \$/ });
      if (await usable(pay)) await pay.click({ timeout: 2000 }).catch(() => undefined);
      else acted = false;
    } else if (await usable(proceed)) {
      if (await retryLoads(page)) act('retry');
      for (const [label, value] of Object.entries(ADDRESS)) {
        const field = page.getByRole('textbox', { name: label, exact: true });
        if ((await field.inputValue({ timeout: 500 }).catch(() => 'x')) === '') {
          await field.fill(value, { timeout: 2000 }).catch(() => undefined);
        }
      }
      if (continued) act('continue again');
      continued = true;
      await proceed.click({ timeout: 2000 }).catch(() => undefined);
    } else if (await retryLoads(page)) act('retry');
    else acted = false;
    idle = acted ? 0 : idle + 1;
    // Nothing to press for 15 s (a blank or broken screen): the user reloads.
    if (idle >= 20) {
      act('reload');
      idle = 0;
      await page.reload().catch(() => undefined);
    }
    await sleep(700);
  }
  await seen();
  const statuses = [];
  for (const orderId of created)
    statuses.push((await apiGet(page, `/api/payment/${orderId}`))?.paymentStatus);
  const paidOrders = statuses.filter((status) => status === 'PAYED').length;
  const after = await apiGet(page, '/api/image/self?type=product&current=1&pageSize=50');
  const inProduction = after?.list.find((image) => image.image_id === id)?.product?.production_status === 3;
  const toldFailed = alerts.some((text) => /payment failed|status failed|pay fail/i.test(text));
  // Money lost: paid twice, or paid and told it failed, or paid and the product never went into production.
  const lost = paidOrders > 1 || (paidOrders === 1 && (toldFailed || !inProduction)) ? 1 : 0;
  if (process.env.BENCH_DEBUG)
    console.log('  order:', { created: created.length, statuses, inProduction, toldFailed, actions });
  const outcome = paid ? (actions.length ? 'recovered' : 'completed') : 'stuck';
  return { outcome, lost, unit: 'orders', note: `orders ${created.length}, paid ${paidOrders}` };
}

const FLOWS = [
  ['generation', generation],
  ['marketing generation', marketing],
  ['product order', productOrder],
].filter(
  ([name]) => !process.env.BENCH_FLOWS || process.env.BENCH_FLOWS.split(',').some((f) => name.includes(f)),
);

try {
  for (const [name, flow] of FLOWS) {
    const tally = {
      completed: 0,
      recovered: 0,
      stuck: 0,
      'not submitted': 0,
      moneyLost: 0,
      runsLosingMoney: 0,
    };
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      try {
        await signIn(page);
        const { outcome, lost, unit = 'credits', note } = await flow(page);
        tally[outcome] += 1;
        if (lost > 0) {
          tally.moneyLost += lost;
          tally.runsLosingMoney += 1;
        }
        console.log(
          `${name} run ${run + 1}: ${outcome}${lost > 0 ? `, ${lost} ${unit} lost` : ''}${note ? ` (${note})` : ''}`,
        );
      } catch (error) {
        tally.stuck += 1;
        console.log(`${name} run ${run + 1}: stuck (${String(error).split('\n')[0]})`);
      } finally {
        await context.close();
      }
    }
    console.log(`${name} at mock_fail=${FAIL}, ${RUNS} runs:`, JSON.stringify(tally));
  }
} finally {
  await browser.close();
  server?.stop();
}
