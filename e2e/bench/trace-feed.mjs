#!/usr/bin/env node
/* global document */
// Investigation aid for the feed benchmark (not part of it): scrolls the feed the same way while
// recording a Chromium trace, then prints what the page's main thread did inside its long tasks
// (trace events by self time, garbage collection, JavaScript by script), the raster workers' time and
// the main thread's CPU by script over the whole scroll. Needs dist-mock/ (npm run build:mock).
// Env: CHROMIUM_PATH, BENCH_QUERY, BENCH_ITEMS (default 2000), TRACE_GC=1 (Oilpan and V8 GC phases),
//      TRACE_REDUCED_MOTION=1 (no videos play), TRACE_OUT=file (keep the raw trace events as JSON lines).
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, startMockPreview } from './previewServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const QUERY = process.env.BENCH_QUERY ?? 'mock_scenario=bigGallery&mock_latency=0-0';
const LONG_TASK_US = 50_000;

const maxIndex = (page) =>
  page.evaluate(() =>
    Math.max(-1, ...Array.from(document.querySelectorAll('[data-index]'), (el) => Number(el.dataset.index))),
  );

/**
 * Splits the trace stream (`{"traceEvents":[{…},{…},…]}`: events at depth 3) into events as it arrives: a whole trace of
 * the scroll is larger than the longest string Node can hold.
 */
function eventSplitter(onEvent) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = [];
  return (chunk) => {
    let start = depth >= 3 ? 0 : -1;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        depth += 1;
        if (depth === 3 && c === '{') start = i;
      } else if (c === '}' || c === ']') {
        depth -= 1;
        if (depth === 2 && c === '}' && start !== -1) {
          current.push(chunk.slice(start, i + 1));
          onEvent(JSON.parse(current.join('')));
          current = [];
          start = -1;
        }
      }
    }
    if (start !== -1) current.push(chunk.slice(start));
  };
}

const ms = (us) => `${(us / 1000).toFixed(0)}`.padStart(7);
const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

function label(event) {
  const data = event.args?.data ?? {};
  if (event.name === 'FunctionCall')
    return `FunctionCall ${data.functionName || '(anonymous)'} ${(data.url ?? '').split('/').pop()}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  return event.name;
}

/** Prints where the renderer's main thread spent its long tasks. */
function analyse(events) {
  const threadNames = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const perThread = new Map();
  for (const e of events) if (e.ph === 'X') add(perThread, `${e.pid}:${e.tid}`, 1);
  const main = top(
    new Map([...perThread].filter(([key]) => threadNames.get(key) === 'CrRendererMain')),
    1,
  )[0][0];
  const [pid, tid] = main.split(':').map(Number);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((e) => e.dur > LONG_TASK_US);

  // Self time of the trace events nested inside the long tasks.
  const selfTime = new Map();
  let index = 0;
  for (const task of long) {
    while (index < onMain.length && onMain[index].ts < task.ts) index += 1;
    const end = task.ts + task.dur;
    const open = [{ name: '(task)', end }];
    add(selfTime, '(task)', task.dur);
    for (let i = index; i < onMain.length && onMain[i].ts < end; i += 1) {
      const e = onMain[i];
      if (e === task || e.ts + e.dur > end) continue;
      while (open.length > 1 && open[open.length - 1].end <= e.ts) open.pop();
      add(selfTime, open[open.length - 1].name, -e.dur);
      const name = label(e);
      add(selfTime, name, e.dur);
      open.push({ name, end: e.ts + e.dur });
    }
  }

  // The main thread's CPU profile (embedded in the trace), by script.
  const profiles = new Map();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid)
      profiles.set(e.id, { last: e.args.data.startTime, nodes: new Map(), samples: [] });
  for (const e of events) {
    const profile = e.name === 'ProfileChunk' && e.pid === pid ? profiles.get(e.id) : undefined;
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.last += timeDeltas[i] ?? 0;
      profile.samples.push([id, profile.last]);
    });
  }
  const scriptAll = new Map();
  const scriptLong = new Map();
  for (const profile of profiles.values()) {
    const parent = new Map();
    // Trace profile chunks give each node its parent (CDP profiles give children instead).
    for (const node of profile.nodes.values()) {
      if (node.parent !== undefined) parent.set(node.id, node.parent);
      for (const child of node.children ?? []) parent.set(child, node.id);
    }
    const scriptOf = (id) => {
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const url = profile.nodes.get(at)?.callFrame.url;
        if (url)
          return url
            .split('/')
            .pop()
            .replace(/-[\w-]{8}\.js$/, '.js');
      }
      return profile.nodes.get(id)?.callFrame.functionName || '(native)';
    };
    let t = 0;
    profile.samples.forEach(([id, ts], i) => {
      const script = scriptOf(id);
      if (script === '(idle)' || script === '(program)') return;
      const dur = Math.min((profile.samples[i + 1]?.[1] ?? ts) - ts, 2000);
      add(scriptAll, script, dur);
      while (t < long.length && long[t].ts + long[t].dur < ts) t += 1;
      if (long[t] && ts >= long[t].ts) add(scriptLong, script, dur);
    });
  }

  const raster = events.filter((e) => e.name === 'RasterTask' && e.dur !== undefined);
  const gc = new Map();
  for (const e of onMain)
    if (/^(MajorGC|MinorGC|CppGC\.SweepInvokePreFinalizers|CppGC\.AtomicWeak)$/.test(e.name))
      add(gc, e.name, e.dur);

  console.log(
    `\nMain-thread tasks: ${tasks.length}, busy ${ms(tasks.reduce((s, e) => s + e.dur, 0)).trim()} ms. ` +
      `Long tasks: ${long.length}, ${ms(long.reduce((s, e) => s + e.dur, 0)).trim()} ms, blocking ` +
      `${ms(long.reduce((s, e) => s + e.dur - LONG_TASK_US, 0)).trim()} ms (CPU ` +
      `${ms(long.reduce((s, e) => s + (e.tdur ?? 0), 0)).trim()} ms: the rest is waiting).`,
  );
  console.log(`Long task durations (ms): ${long.map((e) => (e.dur / 1000).toFixed(0)).join(', ')}`);
  console.log('\nInside the long tasks, self time by trace event (ms; Commit = waiting for raster):');
  for (const [name, us] of top(selfTime, 20)) console.log(`${ms(us)}  ${name}`);
  console.log('\nInside the long tasks, JavaScript by script (ms):');
  for (const [name, us] of top(scriptLong, 10)) console.log(`${ms(us)}  ${name}`);
  console.log('\nWhole scroll, main-thread JavaScript by script (ms):');
  for (const [name, us] of top(scriptAll, 12)) console.log(`${ms(us)}  ${name}`);
  console.log('\nWhole scroll, garbage collection on the main thread (ms):');
  for (const [name, us] of top(gc, 4)) console.log(`${ms(us)}  ${name}`);
  console.log(
    `\nRaster tasks: ${raster.length}, ${ms(raster.reduce((s, e) => s + e.dur, 0)).trim()} ms, longest ` +
      `${ms(Math.max(0, ...raster.map((e) => e.dur))).trim()} ms`,
  );
}

async function run() {
  const port = await freePort();
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
      ],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    if (process.env.TRACE_REDUCED_MOTION === '1') await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${base}/?${QUERY}`);
    const feed = page.getByRole('feed');
    await feed.waitFor({ timeout: 60_000 });
    await page.waitForSelector('[data-index]', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const box = await feed.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    const categories = [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      ...(process.env.TRACE_GC === '1'
        ? ['cppgc', 'disabled-by-default-cppgc', 'disabled-by-default-v8.gc']
        : []),
    ];
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories },
      transferMode: 'ReturnAsStream',
    });
    let stalled = 0;
    let steps = 0;
    let last = await maxIndex(page);
    while (last < TARGET_ITEMS && stalled < 400) {
      await page.mouse.wheel(0, 500);
      steps += 1;
      await page.waitForTimeout(30);
      const index = await maxIndex(page);
      stalled = index > last ? 0 : stalled + 1;
      if (stalled > 0) await page.waitForTimeout(50);
      last = Math.max(last, index);
    }
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    const { stream } = await complete;

    const events = [];
    const out = process.env.TRACE_OUT ? createWriteStream(process.env.TRACE_OUT) : null;
    // Only what the analysis reads is kept in memory.
    const keep = (e) =>
      (e.ph === 'X' && e.dur !== undefined) ||
      e.ph === 'M' ||
      e.name === 'Profile' ||
      e.name === 'ProfileChunk';
    const split = eventSplitter((e) => {
      out?.write(`${JSON.stringify(e)}\n`);
      if (keep(e)) events.push(e);
    });
    for (;;) {
      const { data, base64Encoded, eof } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
      split(base64Encoded ? Buffer.from(data, 'base64').toString() : data);
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    out?.end();
    console.log(`${steps} wheel steps, ${last + 1} items, ${events.length} trace events kept`);
    analyse(events);
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
