#!/usr/bin/env node
/* global document, window */
// Lighthouse benchmark (issue 17). Prints figures; never fails on them (it fails only when the page it would
// measure is not a real Explore page).
//
//   npm run bench:lighthouse -- [--mode production|mock] [--preset mobile|desktop|both] [--runs N]
//                               [--path /route] [--no-build] [--json FILE] [--throttling simulate|devtools]
//                               [--server preview|nginx]
//
// production (default): `npm run build` (mocks off), `vite preview` of dist/ with the contract plugin
//   (scripts/contractServer.ts) proxying /api and /server to Prism mocking openapi/ from its examples.
// --server nginx: the production server instead of `vite preview` — deploy/nginx (start.sh, as the Docker image runs
//   it) over its TLS listener with HTTP/2 and the build's compressed files, /api forwarded to Prism. Needs Debian's
//   nginx (see e2e/deploy.spec.ts). What a visitor of the deployed app gets; the preview speaks HTTP/1.1.
// mock: `npm run build:mock`, `vite preview` of dist-mock/ (the in-page mock backend); no Prism.
// Each run is a fresh Chrome (fresh profile); Lighthouse's default mobile preset (simulated slow 4G, 4× CPU) and
// its desktop preset. --throttling devtools loads the page really throttled (the same network and CPU figures,
// applied by Chrome) instead of simulating from an unthrottled load: slower, but what a phone would live through,
// request by request. Env: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (preview port; Prism on the next).
// `--routes all`: issue 28's seven routes one after the other (mobile), then one table with each route's own JS;
// `--dist DIR --no-build` measures a build made before (to compare two builds in the same hour).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { ownJsOfRoutes } from '../../scripts/bundleSizes.mjs';
import {
  CONTRACT_SERVER_ENV,
  freePort,
  prismProblems,
  startMockPreview,
  startPreview,
  startPrism,
} from './previewServer.mjs';
import { startNginx } from './nginxServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
/** src/utils/cookies.ts's ACCESS_TOKEN_COOKIE. */
const ACCESS_TOKEN_COOKIE = 'accessToken';
const VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The page must show at least this many feed cards with a decoded picture, or the bench refuses to measure. */
const MIN_PICTURES = 12;

const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    preset: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    routes: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    server: { type: 'string', default: 'preview' },
  },
});
const mode = opts.mode;
if (!['production', 'mock'].includes(mode)) throw new Error(`--mode must be production or mock, not ${mode}`);
const presets = opts.preset === 'both' ? ['mobile', 'desktop'] : [opts.preset];
if (presets.some((p) => !['mobile', 'desktop'].includes(p)))
  throw new Error('--preset must be mobile|desktop|both');
const RUNS = Math.max(1, Number(opts.runs) || 5);
const build = opts.build && !opts['no-build'];
if (build && opts.dist !== 'dist') throw new Error('--dist measures a build made before: add --no-build');
const throttling = opts.throttling;
if (!['preview', 'nginx'].includes(opts.server))
  throw new Error(`--server must be preview or nginx, not ${opts.server}`);
if (opts.server === 'nginx' && mode !== 'production')
  throw new Error('--server nginx serves the production build');
if (!['simulate', 'devtools'].includes(throttling))
  throw new Error(`--throttling must be simulate or devtools, not ${throttling}`);

/**
 * `--routes all` (or a comma list of their paths): issue 28's routes, each measured on its own (mobile, medians of
 * `--runs`), then one table with the route's own JS. `page` is the route's screen in the build manifest (null: the
 * initial JS of `/`); `signedIn` routes get a session cookie first (Prism accepts any token).
 */
const ROUTES = [
  { label: 'Explore', path: '/', page: null },
  { label: 'image detail', path: '/image/detail?image_id=1', page: 'src/pages/image/ImageDetailPage.tsx' },
  { label: 'Inspiration', path: '/tools/inspiration', page: 'src/pages/tools/InspirationPage.tsx' },
  {
    label: 'marketing content',
    path: '/marketing/content',
    page: 'src/features/marketing/components/MarketingStart.tsx',
  },
  { label: 'templates gallery', path: '/space/avator', page: 'src/pages/space/AvatorPage.tsx' },
  { label: 'plans', path: '/payment', page: 'src/pages/payment/PaymentPage.tsx', signedIn: true },
  { label: 'sign-in', path: '/signin', page: 'src/pages/auth/SignInPage.tsx' },
  { label: 'policy page', path: '/terms', page: 'src/pages/legal/PolicyRoutePage.tsx' },
];
const routeList = (() => {
  if (!opts.routes) return null;
  if (opts.routes === 'all') return ROUTES;
  const wanted = opts.routes.split(',').map((p) => p.trim());
  const list = ROUTES.filter((route) => wanted.includes(route.path.split('?')[0]));
  if (list.length !== wanted.length)
    throw new Error(`--routes: all or some of ${ROUTES.map((r) => r.path.split('?')[0]).join(', ')}`);
  return list;
})();
if (routeList && mode !== 'production') throw new Error('--routes measures the production build only');

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
const METRICS = [
  ['score', 'Score', (lhr) => Math.round(lhr.categories.performance.score * 100), String],
  ['fcp', 'FCP', (lhr) => lhr.audits['first-contentful-paint'].numericValue, seconds],
  ['lcp', 'LCP', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, seconds],
  ['tbt', 'TBT', (lhr) => lhr.audits['total-blocking-time'].numericValue, millis],
  ['cls', 'CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['si', 'SI', (lhr) => lhr.audits['speed-index'].numericValue, seconds],
  // Not scored; printed because a first paint that defers the app's JS may delay it.
  ['tti', 'TTI', (lhr) => lhr.audits.interactive.numericValue, seconds],
];

/** Builds, then starts the servers; returns the URL to measure. */
async function serve() {
  if (build) {
    const script = mode === 'mock' ? 'build:mock' : 'build';
    console.log(`npm run ${script} …`);
    execFileSync('npm', ['run', script, '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (mode === 'mock') {
    const preview = await startMockPreview(root, await freePort());
    stops.push(preview.stop);
    return { base: preview.base, prism: null };
  }
  // BENCH_PORT: the preview on it and Prism on the next one (free ports otherwise).
  const fixed = Number(process.env.BENCH_PORT) || 0;
  const prism = await startPrism(root, fixed ? fixed + 1 : await freePort());
  stops.push(prism.stop);
  if (opts.server === 'nginx') {
    // The production server: deploy/nginx over its TLS listener (HTTP/2), /api forwarded to Prism, the pictures
    // from the preview's contract plugin, which sizes them by `?w=` as the image host does in production.
    const media = await startPreview(root, await freePort(), {
      outDir: opts.dist,
      env: { [CONTRACT_SERVER_ENV]: prism.url },
    });
    stops.push(media.stop);
    const nginx = await startNginx(root, {
      appRoot: resolve(root, opts.dist),
      port: await freePort(),
      tlsPort: await freePort(),
      upstream: prism.url,
      contractMedia: { upstream: media.base },
    });
    stops.push(nginx.stop);
    return { base: nginx.tlsBase, prism };
  }
  const preview = await startPreview(root, fixed || (await freePort()), {
    outDir: opts.dist,
    env: { [CONTRACT_SERVER_ENV]: prism.url },
  });
  stops.push(preview.stop);
  return { base: preview.base, prism };
}

/**
 * Loads the page once as a visitor (1440 px wide, tall enough for the whole first page) and counts feed cards
 * whose picture decoded; also collects console errors and failed requests. Throws when the page is not a
 * populated Explore feed.
 */
async function checkPage(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 2400 }, ignoreHTTPSErrors: true });
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text().slice(0, 200)));
    page.on('pageerror', (error) => errors.push(error.message.slice(0, 200)));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page
      .waitForFunction(
        (min) =>
          [...document.querySelectorAll('[role=feed] img')].filter((i) => i.naturalWidth > 0).length >= min,
        MIN_PICTURES,
        { timeout: 20_000 },
      )
      .catch(() => {});
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const pictures = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role=feed] img')].filter((i) => i.complete && i.naturalWidth > 0)
          .length,
    );
    return { pictures, errors };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's target manager can reject outside any of its awaits when a target it is attaching to closes (seen
 * with the mock build, whose service worker starts while the page loads): that used to end the whole bench. Such a
 * run is discarded and made again, twice at most; any other unhandled rejection still ends it.
 */
let targetClosed = null;
process.on('unhandledRejection', (reason) => {
  if (reason?.name === 'TargetCloseError') {
    targetClosed = reason;
    return;
  }
  throw reason;
});

async function runLighthouseRetried(url, preset, signedIn = false) {
  for (let attempt = 1; ; attempt += 1) {
    targetClosed = null;
    let lhr = null;
    let failure = null;
    try {
      lhr = await runLighthouse(url, preset, signedIn);
    } catch (error) {
      failure = error;
    }
    if (!targetClosed) {
      if (failure) throw failure;
      return lhr;
    }
    if (attempt === 3) throw targetClosed;
    console.log(`  (run discarded and made again: ${targetClosed.message})`);
  }
}

/** A session cookie in the fresh Chrome before Lighthouse loads the page (the app reads it; Prism takes any). */
async function signIn(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies([{ name: ACCESS_TOKEN_COOKIE, value: 'bench-token', url }]);
  } finally {
    // Connected, not launched: this disconnects and leaves Chrome (and its cookie) to Lighthouse.
    await browser.close();
  }
}

async function runLighthouse(url, preset, signedIn = false) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // nginx's TLS listener has a certificate made for the run.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      ...(opts.server === 'nginx' ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    if (signedIn) await signIn(chrome.port, url);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: throttling,
        // Each run is a fresh profile anyway; a reset would drop the session cookie.
        disableStorageReset: signedIn,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The trace itself is large: keep only its five longest tasks, with what they spent their time on.
    observed.set(lhr, await observedTasks(result.artifacts.Trace));
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** Observed (unthrottled) top-level tasks of each run, and the machine's 1-minute load average after it. */
const observed = new Map();
const load = new Map();

/** Time of a task and its descendants by Lighthouse's task group (scriptEvaluation, styleLayout, …). */
function groupTimes(task, into = new Map()) {
  const childTime = task.children.reduce((sum, child) => sum + child.duration, 0);
  into.set(task.group.id, (into.get(task.group.id) ?? 0) + task.duration - childTime);
  task.children.forEach((child) => groupTimes(child, into));
  return into;
}

const topGroups = (entries) =>
  entries
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([group, ms]) => `${group} ${Math.round(ms)}`)
    .join(', ');

/** The five longest top-level tasks of the trace as it ran on this machine, with URL and time by group. */
async function observedTasks(trace) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  return tasks
    .filter((task) => !task.parent && !task.unbounded)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => ({
      duration: task.duration,
      startTime: task.startTime,
      url: task.attributableURLs.find((url) => /\.m?js(\?|$)/.test(url)) ?? task.attributableURLs[0] ?? '',
      groups: topGroups([...groupTimes(task)]),
    }));
}

/** The five longest main-thread tasks of a run as the audit reports them (simulated when throttling is). */
function longTasks(lhr) {
  const audit = lhr.audits['long-tasks'];
  const debug = audit?.details?.debugData;
  if (!debug?.tasks) return [];
  return debug.tasks
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map(({ urlIndex, startTime, duration, ...groups }) => ({
      duration,
      startTime,
      url: debug.urls[urlIndex] ?? '',
      // Simulation drops most child tasks, so nearly all time lands in `other`: the trace list below splits it.
      groups: topGroups(Object.entries(groups).filter(([group]) => group !== 'other')),
    }));
}

/** The LCP element of the median-LCP run and how many runs had a layout shift, with the shifted elements. */
function culprits(runs) {
  const byLcp = runs.slice().sort((a, b) => lcpOf(a) - lcpOf(b));
  const lcpRun = byLcp[Math.floor(byLcp.length / 2)];
  const lcp = lcpRun.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lcp.find((item) => item.type === 'node');
  const parts = lcp.find((item) => item.type === 'table')?.items ?? [];
  const lines = [
    `  LCP element (median-LCP run): ${node?.snippet?.slice(0, 110) ?? 'n/a'}`,
    `    ${parts.map((part) => `${part.label} ${Math.round(part.duration)} ms`).join(', ')}`,
  ];
  const shifted = runs.filter((lhr) => lhr.audits['cumulative-layout-shift'].numericValue > 0);
  const nodes = new Set(
    shifted.flatMap((lhr) =>
      (lhr.audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.node?.nodeLabel?.slice(0, 40) ?? ''} (${item.node?.selector?.slice(-50) ?? '?'})`,
      ),
    ),
  );
  lines.push(
    `  Layout shift in ${shifted.length} of ${runs.length} runs${nodes.size ? `: ${[...nodes].join('; ')}` : ''}`,
  );
  return lines;
}
const lcpOf = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;

const shortUrl = (url, base) => (url.startsWith(base) ? url.slice(base.length) || '/' : url).slice(0, 60);

/** Every route of `routeList`, mobile, medians of RUNS, then one table with each route's own JS (gzip). */
async function measureRoutes(base, prism) {
  const ownJs = ownJsOfRoutes(resolve(root, opts.dist));
  const rows = [];
  const saved = {};
  for (const route of routeList) {
    const url = new URL(route.path, base).href;
    const seen = prism.log.length;
    const check = route.path === '/' ? await checkPage(url) : null;
    if (check && check.pictures < MIN_PICTURES)
      throw new Error(
        `Explore shows ${check.pictures} pictures (< ${MIN_PICTURES}): not measuring an error page`,
      );
    const runs = [];
    const loads = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await runLighthouseRetried(url, 'mobile', route.signedIn);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}: not the route asked for`);
      loads.push(loadavg()[0]);
      runs.push(lhr);
      const line = METRICS.map(([, label, get, format]) => `${label} ${format(get(lhr))}`).join('  ');
      console.log(`  ${route.path} run ${i + 1}/${RUNS}: ${line}`);
    }
    for (const line of prismProblems(prism.log.slice(seen)).slice(0, 5)) console.log(`  prism: ${line}`);
    // What the route's LCP waited for and what blocked the main thread (median-LCP run, unthrottled trace).
    for (const line of culprits(runs)) console.log(line);
    saved[route.path] = runs;
    const medianRun = computeMedianRun(runs);
    // The tasks Lighthouse's simulation counted (×4 CPU), then the same run's trace as it ran here.
    for (const task of longTasks(medianRun).slice(0, 3))
      console.log(
        `    simulated task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}: ${shortUrl(task.url, base)}`,
      );
    for (const task of (observed.get(medianRun) ?? []).slice(0, 3))
      console.log(
        `    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}: ${shortUrl(task.url, base)} ${task.groups}`,
      );
    const get = (key) => median(runs.map(METRICS.find(([k]) => k === key)[2]));
    const kb = route.page ? ownJs.routes[route.page] : ownJs.initial;
    if (kb === undefined) throw new Error(`${route.page} is not a lazy route of ${opts.dist}`);
    rows.push([
      route.label,
      route.path.split('?')[0],
      String(get('score')),
      seconds(get('lcp')),
      millis(get('tbt')),
      get('cls').toFixed(3),
      route.page ? kb.toFixed(1) : `${kb.toFixed(1)} (initial)`,
      median(loads).toFixed(1),
    ]);
  }
  console.log(
    `\nLighthouse ${VERSION}, production build (${opts.dist}) against the contract server, mobile ` +
      `(${throttling === 'devtools' ? 'DevTools' : 'simulated'} throttling), median of ${RUNS}`,
  );
  const header = ['route', 'path', 'score', 'LCP', 'TBT', 'CLS', 'own JS KB gzip', 'load'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(`| ${header.map((h, i) => h.padEnd(widths[i])).join(' | ')} |`);
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
  if (opts.json) {
    writeFileSync(
      opts.json,
      JSON.stringify({ dist: opts.dist, runs: RUNS, date: new Date().toISOString(), lhr: saved }),
    );
    console.log(`\nAll runs saved to ${opts.json}`);
  }
}

async function main() {
  const { base, prism } = await serve();
  if (routeList) return measureRoutes(base, prism);
  const url = new URL(opts.path, base).href;
  const check = await checkPage(url);
  const problems = prism ? prismProblems(prism.log) : [];
  console.log(
    `\nPage check ${opts.path}: ${check.pictures} feed cards with a decoded picture (need ${MIN_PICTURES})`,
  );
  for (const error of check.errors) console.log(`  page error: ${error}`);
  for (const line of problems) console.log(`  prism: ${line}`);
  if (check.pictures < MIN_PICTURES && opts.path === '/') {
    throw new Error(
      `Explore shows ${check.pictures} pictures (< ${MIN_PICTURES}): not measuring an error page`,
    );
  }
  if (check.errors.length || problems.length) console.log('  WARNING: the page logged errors (listed above)');

  const all = {};
  for (const preset of presets) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await runLighthouseRetried(url, preset);
      load.set(lhr, loadavg()[0]);
      runs.push(lhr);
      const line = METRICS.map(([, label, get, format]) => `${label} ${format(get(lhr))}`).join('  ');
      console.log(`  ${mode} ${preset} run ${i + 1}/${RUNS}: ${line}`);
    }
    all[preset] = runs;
  }

  console.log(
    `\nLighthouse ${all[presets[0]][0].lighthouseVersion}, ${mode} build, ${opts.path}, ` +
      `${throttling === 'devtools' ? 'DevTools throttling' : 'simulated throttling'}, median of ${RUNS}`,
  );
  // Lighthouse's BenchmarkIndex (higher = faster CPU at that moment) and the load average tell a busy machine.
  const header = ['preset', ...METRICS.map(([, label]) => label), 'BenchmarkIndex', 'load'];
  const rows = presets.map((preset) => {
    const runs = all[preset];
    return [
      preset,
      ...METRICS.map(([, , get, format]) => format(median(runs.map(get)))),
      String(Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))),
      median(runs.map((lhr) => load.get(lhr))).toFixed(1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  for (const preset of presets) {
    const medianRun = computeMedianRun(all[preset]);
    const index = all[preset].indexOf(medianRun) + 1;
    const print = (title, tasks) => {
      console.log(`\nFive longest main-thread tasks, ${preset}, ${title}, median run ${index} (ms, start):`);
      if (!tasks.length) console.log('  none over 50 ms');
      for (const task of tasks) {
        console.log(
          `  ${String(Math.round(task.duration)).padStart(5)} at ${String(Math.round(task.startTime)).padStart(5)}  ` +
            `${shortUrl(task.url, base).padEnd(36)} ${task.groups}`,
        );
      }
    };
    print('long-tasks audit (simulated)', longTasks(medianRun));
    print('trace as run here (unthrottled)', observed.get(medianRun) ?? []);
    for (const line of culprits(all[preset])) console.log(line);
  }

  if (opts.json) {
    const summary = Object.fromEntries(
      presets.map((preset) => [
        preset,
        Object.fromEntries(METRICS.map(([key, , get]) => [key, median(all[preset].map(get))])),
      ]),
    );
    const saved = { mode, path: opts.path, runs: RUNS, date: new Date().toISOString(), summary, lhr: all };
    writeFileSync(opts.json, JSON.stringify(saved));
    console.log(`\nAll runs saved to ${opts.json}`);
  }
}

try {
  await main();
} finally {
  stopAll();
}
