#!/usr/bin/env node
/* global document */
// Fault journeys (issue 41): a generation and a marketing generation with 20 % of the mock's requests failing
// (`?mock_fail=0.2`), BENCH_RUNS runs each (default 10), driven as a patient user would: a failed sign-in, load or
// submission is tried again with the screen's own buttons; a failed task's Retry is pressed. Prints, per flow,
// completed (results shown, no task retried), recovered (results shown after a Retry or a reload), stuck (no
// results after 60 s) and money lost (credits charged beyond what the results shown cost, read from the mock's
// stored ledger). Needs `dist-mock/` (npm run build:mock), or BENCH_BASE for a server already running. Prints
// figures; never fails on them.
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

try {
  for (const [name, flow] of [
    ['generation', generation],
    ['marketing generation', marketing],
  ]) {
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
        const { outcome, lost } = await flow(page);
        tally[outcome] += 1;
        if (lost > 0) {
          tally.moneyLost += lost;
          tally.runsLosingMoney += 1;
        }
        console.log(`${name} run ${run + 1}: ${outcome}${lost > 0 ? `, ${lost} credits lost` : ''}`);
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
