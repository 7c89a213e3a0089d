#!/usr/bin/env node
/* global document, window */
// Personal space benchmark (issue 12): the Likes grid is windowed (react-window), so the live DOM stays flat
// while 500+ liked items load. Needs `dist-mock/` (npm run build:mock). Prints figures; never fails on them.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT, BENCH_ITEMS (likes to load, default 520).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, startMockPreview } from './previewServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const TARGET = Number(process.env.BENCH_ITEMS ?? 520);
const SAMPLES = [50, 100, 250, 500];

if (!existsSync(join(root, 'dist-mock', 'index.html'))) {
  console.error('dist-mock/ is missing: run `npm run build:mock` first.');
  process.exit(2);
}
const { base, stop } = await startMockPreview(root, Number(process.env.BENCH_PORT) || (await freePort()));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // A big public gallery to like from, no latency; the demo user signs in through the form.
  await page.goto(`${base}/signin?mock=reset&mock_scenario=bigGallery&mock_latency=0-0`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: false }).first().fill('Demo1234!');
  await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await page.waitForFunction(() => document.cookie.includes('accessToken='));
  await page.evaluate(() => localStorage.setItem('tourDismissed', '1'));

  // Like TARGET images through the same calls the cards make.
  const liked = await page.evaluate(async (target) => {
    const token = /accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const ids = [];
    for (let current = 1; ids.length < target; current += 1) {
      const response = await fetch('/api/global/images', {
        method: 'POST',
        headers,
        body: JSON.stringify({ current, pageSize: 200, sort: 'time' }),
      });
      const list = (await response.json()).data.list;
      if (list.length === 0) break;
      ids.push(...list.map((image) => image.image_id));
    }
    for (const image_id of ids.slice(0, target))
      await fetch('/api/image/setLike', {
        method: 'POST',
        headers,
        body: JSON.stringify({ image_id, isLike: true }),
      });
    return Math.min(ids.length, target);
  }, TARGET);

  // Items the grid holds: the sum of the Likes pages the app has fetched.
  let loadedItems = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/image/self') || url.searchParams.get('type') !== 'likes') return;
    const body = await response.json().catch(() => null);
    loadedItems += body?.data?.list?.length ?? 0;
  });
  await page.goto(`${base}/space/likes`);
  const grid = page.getByRole('grid', { name: 'My likes' });
  await grid.locator('[data-selection-id]').first().waitFor({ timeout: 60_000 });
  const rows = [];
  for (const goal of SAMPLES) {
    // Scroll to the end until the grid holds `goal` items (the next page loads 200 px before the end).
    for (let tries = 0; tries < 600 && loadedItems < goal; tries += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    rows.push({
      'items loaded': loadedItems,
      ...(await page.evaluate(() => {
        const gridEl = document.querySelector('[role="grid"][aria-label="My likes"]');
        return {
          'cards mounted': document.querySelectorAll('[data-selection-id]').length,
          'grid DOM elements': gridEl ? gridEl.querySelectorAll('*').length : 0,
          'page DOM elements': document.querySelectorAll('*').length,
        };
      })),
    });
  }
  console.log(`liked ${liked} images; Likes grid scrolled to the end in steps:`);
  console.table(rows);
  const first = rows[0]['page DOM elements'];
  const last = rows.at(-1)['page DOM elements'];
  console.log(
    `page DOM at ${rows[0]['items loaded']} → ${rows.at(-1)['items loaded']} items: ${first} → ${last} (${(((last - first) / first) * 100).toFixed(1)} %)`,
  );
} finally {
  await browser.close();
  stop();
}
