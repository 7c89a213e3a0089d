#!/usr/bin/env node
/* global document, window, requestAnimationFrame */
// When a phone sees Explore's first picture, and when the app's cards (likes, ReCreate, opening an image) are on
// screen: the two moments the static first page trades (docs/architecture.md "First paint"). Prints figures; never fails on them.
//
//   npm run bench:ready -- [--mode production|mock] [--runs N] [--no-build]
//
// Each run is a fresh context in Debian's Chromium at 412×823, 1.75×, really throttled through DevTools the way
// Lighthouse's mobile preset does it (562.5 ms request latency, 1.47 Mbit/s down, 4× CPU), cache disabled. The
// production build is served by `vite preview` with Prism answering from openapi/ (as bench:lighthouse does).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  CONTRACT_SERVER_ENV,
  freePort,
  startMockPreview,
  startPreview,
  startPrism,
} from './previewServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const mode = opts.mode;
if (!['production', 'mock'].includes(mode)) throw new Error(`--mode must be production or mock, not ${mode}`);
const RUNS = Math.max(1, Number(opts.runs) || 5);

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
process.on('exit', stopAll);

if (!opts['no-build']) {
  execFileSync('npm', ['run', mode === 'mock' ? 'build:mock' : 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}
let base;
if (mode === 'mock') {
  const preview = await startMockPreview(root, await freePort());
  stops.push(preview.stop);
  base = preview.base;
} else {
  const prism = await startPrism(root, await freePort());
  stops.push(prism.stop);
  const preview = await startPreview(root, await freePort(), { env: { [CONTRACT_SERVER_ENV]: prism.url } });
  stops.push(preview.stop);
  base = preview.base;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = [];
try {
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const tick = () => {
        if (document.querySelector('[role="feed"] article')) window.benchCards = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    // Until the app's cards are there and their first pictures are in (the largest paint is final by then).
    await page.waitForFunction(
      () =>
        window.benchCards &&
        [...document.querySelectorAll('[role="feed"] article img')].slice(0, 4).every((img) => img.complete),
      null,
      { timeout: 90_000, polling: 100 },
    );
    await page.waitForTimeout(1500);
    const row = await page.evaluate(() => ({ picture: window.benchLcp, cards: window.benchCards }));
    rows.push(row);
    console.log(
      `run ${i + 1}/${RUNS}: first picture ${Math.round(row.picture)} ms, cards ${Math.round(row.cards)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  stopAll();
}
const median = (key) => {
  const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};
console.log(
  `\n${mode} build, /, DevTools throttling (slow 4G, 4× CPU), median of ${RUNS}: ` +
    `largest paint (the first screen's picture) ${median('picture')} ms, app's cards on screen ${median('cards')} ms`,
);
