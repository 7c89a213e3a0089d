#!/usr/bin/env node
/* global window, document */
// Feed benchmark (issue 3). Prints figures against the targets; never fails on times.
// Needs `dist/` (npm run build, mocks off) and `dist-mock/` (npm run build:mock).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT, BENCH_QUERY (mock scenario query),
//      BENCH_ITEMS (default 2000), BENCH_WIDTH / BENCH_HEIGHT (viewport, default 1440×900),
//      BENCH_RUNS (passes, each in a fresh browser context; default 3), BENCH_PROFILE=1 (CPU split per pass).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startMockPreview } from './previewServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const SAMPLE_AT = 500;
const QUERY = process.env.BENCH_QUERY ?? 'mock_scenario=bigGallery&mock_latency=0-0';
const WHEEL_DELTA = 500;
const STEP_WINDOW = 100;
/** Scrolls per invocation; long tasks are noisy on a shared machine, so times are given as median and worst. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Entry chunk plus its static imports, gzip-compressed, from the production build's manifest. */
function initialJs() {
  const manifestPath = join(root, 'dist', '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return seen;
  };
  const size = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(root, 'dist', file))).length, 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const route = Object.keys(manifest).find((key) => key.endsWith('pages/explore/ExplorePage.tsx'));
  const entryKeys = closure([entry]);
  const routeKeys = closure(route ? [entry, route] : [entry]);
  const lazyNames = Object.keys(manifest).filter((key) => !routeKeys.has(key));
  const inLazy = (pattern) => lazyNames.some((key) => pattern.test(key) || pattern.test(manifest[key].file));
  const inInitial = (pattern) =>
    [...routeKeys].some((key) => pattern.test(key) || pattern.test(manifest[key].file));
  return {
    entry: size(entryKeys),
    route: size(routeKeys),
    routeFound: Boolean(route),
    markdownLazy:
      inLazy(/SafeMarkdownRenderer|react-markdown/i) && !inInitial(/SafeMarkdownRenderer|react-markdown/i),
    mswInitial: inInitial(/msw|mocks\//i),
  };
}

/** Files of dist-mock that belong to the in-page mock backend (MSW and mocks/), from its manifest. */
function mockFiles() {
  const manifestPath = join(root, 'dist-mock', '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const appKeys = new Set();
  const walk = (key, into) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
    for (const next of manifest[key].dynamicImports ?? []) if (!/^mocks\//.test(next)) walk(next, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // Everything the app reaches without going through mocks/ is app code; the rest is the mock backend.
  const visit = (key) => {
    if (appKeys.has(key) || !manifest[key] || /^mocks\//.test(key)) return;
    appKeys.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  visit(entry);
  const mock = new Set();
  for (const key of Object.keys(manifest)) if (!appKeys.has(key)) walk(key, mock);
  return new Set(
    [...mock].filter((key) => !appKeys.has(key)).map((key) => manifest[key].file.split('/').pop()),
  );
}

/** Main-thread CPU of a CDP profile, split by whose script the time was spent in (natives count for their caller). */
function cpuSplit(profile, mock) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    const node = byId.get(id);
    const url = node.callFrame.url;
    let result;
    if (url) result = mock.has(url.split('/').pop().split('?')[0]) ? 'mock' : 'app';
    else if (['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName))
      result = 'browser';
    else result = parent.has(id) ? ownerOf(parent.get(id)) : 'browser';
    owner.set(id, result);
    return result;
  };
  const totals = { app: 0, mock: 0, browser: 0 };
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') return;
    totals[ownerOf(id)] += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return totals;
}

// Runs in the page before any app script: collects long tasks and layout shifts.
function observe() {
  const bench = { longTasks: [], shifts: [], stepMarks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) bench.shifts.push({ start: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function heapAfterGc(cdp, page) {
  await page.evaluate(() => window.gc?.());
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const domCount = (page) => page.evaluate(() => document.getElementsByTagName('*').length);
const maxIndex = (page) =>
  page.evaluate(() =>
    Math.max(-1, ...Array.from(document.querySelectorAll('[data-index]'), (el) => Number(el.dataset.index))),
  );

/** One pass over the feed in a fresh browser context (no service worker, cache or storage carried over). */
async function measure(browser, base, { width, height, profiling }) {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/?${QUERY}`);
    const feed = page.getByRole('feed');
    await feed.waitFor({ timeout: 60_000 });
    await page.waitForSelector('[data-index]', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const heapFirst = await heapAfterGc(cdp, page);
    const box = await feed.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Optional: the sampling profiler slows the page down, so it is off for the measured figures.
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const scrollStart = await page.evaluate(() => performance.now());

    let steps = 0;
    let domAt500 = null;
    let stalled = 0;
    let last = await maxIndex(page);
    while (last < TARGET_ITEMS && stalled < 400) {
      if (steps % STEP_WINDOW === 0)
        await page.evaluate(() => window.__bench.stepMarks.push(performance.now()));
      await page.mouse.wheel(0, WHEEL_DELTA);
      steps += 1;
      await page.waitForTimeout(30);
      const index = await maxIndex(page);
      stalled = index > last ? 0 : stalled + 1;
      // At the end of the loaded list, give the next page time to arrive.
      if (stalled > 0) await page.waitForTimeout(50);
      last = Math.max(last, index);
      if (domAt500 === null && last >= SAMPLE_AT) domAt500 = await domCount(page);
    }
    const cpu = profiling ? cpuSplit((await cdp.send('Profiler.stop')).profile, mockFiles()) : null;
    await page.waitForTimeout(500);
    const domEnd = await domCount(page);
    const heapEnd = await heapAfterGc(cdp, page);
    const bench = await page.evaluate(() => window.__bench);
    const scrollEnd = await page.evaluate(() => performance.now());

    const marks = [...bench.stepMarks, scrollEnd];
    const windows = marks.slice(0, -1).map((start, i) => {
      const tasks = bench.longTasks.filter((t) => t.start >= start && t.start < marks[i + 1]);
      return tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    });
    const scrollTasks = bench.longTasks.filter((t) => t.start >= scrollStart);
    return {
      items: last + 1,
      steps,
      domAt500,
      domEnd,
      growth: domAt500 ? (domEnd - domAt500) / domAt500 : NaN,
      longest: scrollTasks.reduce((max, t) => Math.max(max, t.duration), 0),
      longTasks: scrollTasks.length,
      windows,
      blocking: Math.max(0, ...windows),
      heapFirst,
      heapEnd,
      cls: bench.shifts.filter((s) => s.start >= scrollStart).reduce((sum, s) => sum + s.value, 0),
      cpu,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function run() {
  const js = initialJs();
  if (!existsSync(join(root, 'dist-mock', 'index.html'))) {
    console.error('dist-mock/ is missing: run `npm run build:mock` first.');
    process.exit(2);
  }
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const { base, stop } = await startMockPreview(root, port);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--js-flags=--expose-gc',
      ],
    });
    const width = Number(process.env.BENCH_WIDTH ?? 1440);
    const height = Number(process.env.BENCH_HEIGHT ?? 900);
    const profiling = process.env.BENCH_PROFILE === '1';
    const results = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await measure(browser, base, { width, height, profiling });
      results.push(result);
      console.log(
        `run ${i + 1}/${RUNS}: longest task ${result.longest.toFixed(0)} ms, blocking per ${STEP_WINDOW} wheel ` +
          `steps ${result.windows.map((w) => w.toFixed(0)).join(', ')} ms`,
      );
    }

    // Times: median and worst of the runs. Sizes: the worst run decides.
    const times = (pick) => {
      const values = results.map(pick);
      return { median: median(values), worst: Math.max(...values) };
    };
    const ms = ({ median: m, worst }) =>
      RUNS > 1 ? `${m.toFixed(0)} / ${worst.toFixed(0)} ms` : `${worst.toFixed(0)} ms`;
    const worstOf = (pick) => Math.max(...results.map(pick));
    const longest = times((r) => r.longest);
    const blocking = times((r) => r.blocking);
    const growth = worstOf((r) => r.growth);
    const domEnd = worstOf((r) => r.domEnd);
    const heapFirst = Math.min(...results.map((r) => r.heapFirst));
    const heapEnd = worstOf((r) => r.heapEnd);
    const cls = worstOf((r) => r.cls);
    const items = Math.min(...results.map((r) => r.items));

    const rows = [
      ['Items scrolled through', `${items}`, `${TARGET_ITEMS}`, items >= TARGET_ITEMS],
      ['Wheel steps', results.map((r) => r.steps).join(', '), '', true],
      ['Live DOM elements at item 500', results.map((r) => r.domAt500 ?? 'n/a').join(', '), '', true],
      ['Live DOM elements at the end', results.map((r) => r.domEnd).join(', '), '< 1000', domEnd < 1000],
      ['DOM growth 500 → end (worst)', `${(growth * 100).toFixed(1)} %`, '< 10 %', growth < 0.1],
      ['Largest long task while scrolling', ms(longest), '<= 200 ms', longest.worst <= 200],
      [`Max blocking time per ${STEP_WINDOW} wheel steps`, ms(blocking), '<= 100 ms', blocking.worst <= 100],
      ['JS heap after GC, first page', mb(heapFirst), '', true],
      ['JS heap after GC, end (worst)', mb(heapEnd), `<= ${mb(heapFirst * 2)}`, heapEnd <= heapFirst * 2],
      ['Layout shift while pages append (worst)', cls.toFixed(4), '0', cls === 0],
    ];
    if (js) {
      rows.push([
        'Initial JS of / (entry + route chunk, gzip)',
        kb(js.route),
        '< 200 KB',
        js.route < 200 * 1024,
      ]);
      rows.push(['  of which the entry closure', kb(js.entry), '', true]);
      rows.push(['Markdown in a lazy chunk', js.markdownLazy ? 'yes' : 'no', 'yes', js.markdownLazy]);
      rows.push(['Mock backend in the initial JS', js.mswInitial ? 'yes' : 'no', 'no', !js.mswInitial]);
    } else {
      rows.push(['Initial JS of /', 'dist/.vite/manifest.json missing (npm run build)', '< 200 KB', false]);
    }
    const runsNote = RUNS > 1 ? `, ${RUNS} runs (times: median / worst)` : '';
    console.log(`\nFeed benchmark — ${width}×${height}, ${QUERY}${runsNote}\n`);
    const pad = (text, n) => String(text).padEnd(n);
    console.log(`${pad('Measure', 46)}${pad('Value', 18)}${pad('Target', 14)}`);
    for (const [name, value, target, ok] of rows)
      console.log(
        `${pad(name, 46)}${pad(value, 18)}${pad(target, 14)}${target ? (ok ? 'ok' : 'MISSED') : ''}`,
      );
    for (const [i, { cpu }] of results.entries()) {
      if (!cpu) continue;
      console.log(
        `\nRun ${i + 1}, main-thread CPU while scrolling (profiled, slower): app ${cpu.app.toFixed(0)} ms, ` +
          `in-page mock backend (MSW, procedural art) ${cpu.mock.toFixed(0)} ms, browser natives ` +
          `${cpu.browser.toFixed(0)} ms.`,
      );
    }
    console.log(
      '\nLong tasks and blocking time include the mock backend, which answers every call and serves every picture ' +
        'from the page thread in mock mode, and the rasterisation of its SVG pictures (BENCH_PROFILE=1 splits the ' +
        'main-thread CPU time; e2e/bench/trace-feed.mjs shows what the long tasks are made of).',
    );
  } finally {
    await browser?.close();
    stop();
  }
}

run().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
