/**
 * Every story of the built Storybook in Chromium (docs/testing.md "Stories in the browser"): the story renders, its
 * play function passes, axe finds nothing serious or critical (WCAG 2.1 A/AA, contrast included; desktop only) and
 * the screen matches its committed baseline within a small tolerance. Each failure names the story and its file.
 *
 * Determinism: the page's clock starts at a fixed time, Math.random is seeded, storage starts empty, CSS animations
 * and transitions are off (Storybook pauses them for a test runner), and the fonts are the machine's DejaVu and
 * Liberation only (scripts/test-visual.mjs points fontconfig at e2e/storybook/fonts.conf).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { axeFindings as axeRun } from '../axe';
import { AXE_SCRIPT_URL, BASELINE_DIR, readStoryIndex, STORYBOOK_DIR, type StoryEntry } from './storyIndex';
import { textOverflows } from './overflow';
import { prepareStoryPage, StoryDriver, storyClip } from './storyPage';

/** Longest a story may take to render and play, in its own (virtual) time. */
const FINISH_TIMEOUT_MS = 20_000;

/** The two sizes every story is seen at: its baselines sit in one folder per size (`__baselines__/<name>/`). */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Stories run one after the other in a page, so the preview's scripts come from the browser's cache. Playwright
 * keeps every clock call of a context (`page.clock.runFor`, hundreds a story) as a script each later load replays:
 * after STORIES_PER_CONTEXT stories the worker starts a fresh context.
 */
const STORIES_PER_CONTEXT = 20;

class StoryTab {
  page!: Page;
  driver!: StoryDriver;
  private used = STORIES_PER_CONTEXT;

  constructor(private readonly browser: Browser) {}

  /** The page for the next story: this one, or a fresh context's once this one has run its share. */
  async next() {
    if (this.used >= STORIES_PER_CONTEXT) {
      await this.close();
      this.page = await prepareStoryPage(this.browser, VIEWPORTS[0]);
      this.driver = new StoryDriver(this.page);
      this.used = 0;
    }
    this.used += 1;
    return { page: this.page, driver: this.driver };
  }

  async close() {
    await this.page?.context().close();
  }
}

const test = base.extend<object, { storyTab: StoryTab }>({
  storyTab: [
    async ({ browser }, use) => {
      const tab = new StoryTab(browser);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
});

interface StoryEvent {
  type: string;
  args: unknown[];
}

const describeError = (value: unknown): string => {
  const error = value as
    { message?: string; stack?: string; title?: string; description?: string } | undefined;
  return (error?.message ?? error?.title ?? error?.description ?? JSON.stringify(value) ?? '').slice(0, 1200);
};

/** Opens one story and waits until Storybook says it finished (rendered, played, checked) or failed. */
async function runStory(
  page: Page,
  driver: StoryDriver,
  story: StoryEntry,
  mark: (label: string) => void,
): Promise<string[]> {
  const pageErrors: string[] = [];
  const onError = (error: Error) => {
    // The mock's service worker is registered once per browser context and updated on loads; an update racing the
    // previous page's unload is the harness's, not the story's (seen once in 500 under heavy load).
    if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(error.message)) return;
    pageErrors.push(`uncaught: ${error.message}`);
  };
  page.on('pageerror', onError);
  try {
    await driver.reset();
    // No mock latency: data arrives at once, so a settled story shows its data, not a skeleton caught mid-way.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true&mock_latency=0`);
    mark('loaded');
    await driver.until('finished', FINISH_TIMEOUT_MS);
    const events = await page.evaluate(
      () => (window as unknown as { __storyEvents: StoryEvent[] }).__storyEvents,
    );
    const problems: string[] = [];
    const done = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];
    if (!events.some((event) => done.includes(event.type)))
      problems.push(
        `did not finish within ${FINISH_TIMEOUT_MS / 1000} s of its time (still rendering or playing)`,
      );
    for (const event of events) {
      if (event.type === 'playFunctionThrewException')
        problems.push(`play failed: ${describeError(event.args[0])}`);
      else if (event.type === 'storyThrewException')
        problems.push(`render threw: ${describeError(event.args[0])}`);
      else if (event.type === 'storyErrored') problems.push(`errored: ${describeError(event.args[0])}`);
      else if (event.type === 'storyMissing') problems.push('missing from the build');
      else if (event.type === 'unhandledErrorsWhilePlaying')
        problems.push(
          `unhandled errors while playing: ${(event.args[0] as unknown[]).map(describeError).join('; ')}`,
        );
      else if (event.type === 'storyFinished') {
        const { status } = event.args[0] as { status: string };
        if (status !== 'success' && !problems.length) problems.push(`finished with status ${status}`);
      }
    }
    return [...problems, ...pageErrors];
  } finally {
    page.off('pageerror', onError);
  }
}

/**
 * Serious and critical axe findings (WCAG 2.1 A/AA, contrast included) on the story, Storybook's own panels left
 * out. Axe comes as a script the browser caches and compiles once (the static server serves it,
 * playwright.storybook.config.ts), not as 550 KB evaluated anew on every story.
 */
async function axeFindings(page: Page): Promise<string[]> {
  const findings = await axeRun(page, {
    exclude: ['.sb-wrapper', '#storybook-docs'],
    scriptUrl: AXE_SCRIPT_URL,
  });
  return findings.map(
    (finding) => `${finding.rule} (${finding.impact}) on ${finding.target} ${finding.html} — ${finding.help}`,
  );
}

const stories = readStoryIndex();

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyTab }, testInfo) => {
    const { page, driver } = await storyTab.next();
    const where = `story "${story.title} › ${story.name}" (${story.importPath}, id ${story.id})`;
    testInfo.annotations.push({ type: 'story', description: `${story.id} in ${story.importPath}` });

    const t0 = Date.now();
    const mark = (label: string) => {
      if (process.env.STORY_TIMING)
        console.log(`${story.id} ${label} ${Date.now() - t0} ms (${driver.steps} steps)`);
    };
    const problems = await runStory(page, driver, story, mark);
    mark('finished');
    expect(problems, `${where} failed in the browser`).toEqual([]);

    // One load per story: the desktop screenshot, then the same page narrowed to the phone's size (the layout
    // follows the width as it does for a person turning a tablet) and its screenshot, then axe once, at 1440. A
    // second load at 390 cost about two seconds a story (docs/testing.md "CI").
    if (story.visual) {
      for (const viewport of VIEWPORTS) {
        if (viewport !== VIEWPORTS[0]) await page.setViewportSize(viewport);
        await driver.settle();
        mark(`settled at ${viewport.width}`);
        // One capture: the page's clock stands still, so there is nothing to wait out (toHaveScreenshot would
        // take two or more to see the page stable).
        const image = await page.screenshot({
          clip: await storyClip(page),
          // Pictures are the mock's procedural art: their boxes are compared, their pixels would only make the
          // baselines large (a screen of pictures is ~800 KB) without saying anything about the layout.
          // A running task's fake progress ('23%') follows the time since the page first saw it, which a step of
          // the virtual clock more or less moves by a point: its box is compared, its digits are not. Only digits
          // inside a task's status region: a fixed figure elsewhere (a commission rate of '20%') is compared.
          mask: [
            page.locator('img'),
            page.locator('video'),
            page.getByRole('status').getByText(/^\d{1,2}%$/),
          ],
          maskColor: '#c9ccd1',
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        });
        // Chromium encodes the same pixels into the same bytes: a screenshot identical to its baseline file
        // passes without the matcher decoding both PNGs and comparing them pixel by pixel (about a third of a
        // desktop screenshot's time). Anything else, and every update, goes through the matcher.
        const baseline = testInfo.snapshotPath(viewport.name, `${story.id}.png`);
        const same =
          testInfo.config.updateSnapshots !== 'all' &&
          existsSync(baseline) &&
          image.equals(readFileSync(baseline));
        if (!same)
          expect
            .soft(image, `${where} looks different from its baseline at ${viewport.width}×${viewport.height}`)
            .toMatchSnapshot([viewport.name, `${story.id}.png`], {
              // A few anti-aliased pixels may differ; an element moved by a few pixels changes hundreds.
              maxDiffPixels: 40,
              threshold: 0.2,
            });
        mark(`screenshot at ${viewport.width}${same ? ' (same bytes)' : ''}`);
      }
      await page.setViewportSize(VIEWPORTS[0]);
    }

    await driver.release();
    expect.soft(await axeFindings(page), `${where} has serious accessibility findings`).toEqual([]);
    mark('axe');

    // The pseudo-locale at the phone's width (issue 30): every text 40 % longer must still fit. The same page,
    // the story started afresh in that language; its play function may fail there (it looks for English names).
    await page.setViewportSize(VIEWPORTS[1]);
    await page.evaluate(() => {
      const w = window as unknown as {
        __storyEvents: StoryEvent[];
        __storyRunner: { updateGlobals: (globals: Record<string, unknown>) => void };
      };
      w.__storyEvents.length = 0;
      // The story's own updateGlobals (Storybook's useGlobals), handed over by .storybook/storyRunner.ts.
      w.__storyRunner.updateGlobals({ language: 'pseudo' });
    });
    await page.waitForFunction(() =>
      (
        window as unknown as { __storyChecks: Record<string, (arg: number) => boolean> }
      ).__storyChecks.finished(0),
    );
    await driver.settle();
    expect
      .soft(await textOverflows(page), `${where} does not fit in the pseudo-locale at 390 px`)
      .toEqual([]);
    await page.setViewportSize(VIEWPORTS[0]);
    mark('pseudo-locale');
  });
}

test('every baseline belongs to a story', async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  const wanted = new Set(stories.filter((story) => story.visual !== false).map((story) => `${story.id}.png`));
  for (const viewport of VIEWPORTS) {
    const dir = join(BASELINE_DIR, viewport.name);
    const stale = (() => {
      try {
        return readdirSync(dir).filter((name) => !wanted.has(name));
      } catch {
        return [];
      }
    })();
    if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') {
      for (const name of stale) rmSync(join(dir, name));
      continue;
    }
    expect(
      stale,
      `baselines without a story in ${STORYBOOK_DIR} (npm run test:visual -- --update removes them)`,
    ).toEqual([]);
  }
});
