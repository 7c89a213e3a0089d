import type { Browser, Page } from '@playwright/test';

/** Every story starts at this moment (the mock's seed dates and relative times follow it). */
export const STORY_CLOCK = new Date('2026-03-02T10:00:00Z');

/**
 * Seeds Math.random (mulberry32), empties storage and creates `window.__storyEvents`, which the preview fills with
 * the story's lifecycle events (.storybook/storyRunner.ts, through Storybook's preview API); runs on every load.
 */
function storyInitScript() {
  let seed = 20260302;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // about:blank has no storage.
  }
  const w = window as unknown as { __storyEvents: { type: string; args: unknown[] }[] };
  w.__storyEvents = [];
  // What StoryDriver.until waits for, by name (the page's CSP allows no code sent as a string).
  const done = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];
  const settle = { mutations: 0, last: -1, quiet: 0, need: 0, framed: true };
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  };
  (window as unknown as { __storyChecks: Record<string, (arg: number) => boolean> }).__storyChecks = {
    finished: () => w.__storyEvents.some((event) => done.includes(event.type)),
    /** Starts watching the DOM; `settled` then holds once it has not changed for `steps` steps. */
    watch: (steps) => {
      Object.assign(settle, { mutations: 0, last: -1, quiet: 0, need: steps, framed: false });
      // A resize (the phone's width) reaches the page's ResizeObservers only at its next real rendering update, which
      // the virtual clock does not bring: until one has passed, a quiet DOM proves nothing (a windowed grid was
      // caught still in its desktop columns at 390 px). An observer's first report comes in that update.
      const frame = new ResizeObserver(() => {
        settle.framed = true;
        frame.disconnect();
      });
      frame.observe(document.documentElement);
      // A running task's fake progress ('23%' in a status, its ring) moves with the clock for as long as the task
      // runs: it is not the screen still drawing, so it does not hold the settle back (its digits are masked in
      // the screenshot; the ring stands where the story's virtual time puts it).
      const progress = (node: Node) => {
        const status = (node instanceof Element ? node : node.parentElement)?.closest('[role="status"]');
        return !!status && /\d%/.test(status.textContent ?? '');
      };
      // Only a net change counts: React re-rendering an input clears its name and sets it back (ReactDOMInput's
      // updateInput), two records that leave the attribute as it was.
      new MutationObserver((records) => {
        const attributes = new Map<Node, Map<string, string | null>>();
        let changed = false;
        for (const record of records) {
          if (progress(record.target)) continue;
          if (record.type !== 'attributes' || !(record.target instanceof Element)) {
            changed = true;
            break;
          }
          const before = attributes.get(record.target) ?? new Map<string, string | null>();
          attributes.set(record.target, before);
          if (!before.has(record.attributeName!)) before.set(record.attributeName!, record.oldValue);
        }
        for (const [target, before] of changed ? [] : attributes)
          for (const [name, value] of before)
            if ((target as Element).getAttribute(name) !== value) changed = true;
        if (changed) settle.mutations += 1;
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
        characterData: true,
      });
      return true;
    },
    settled: () => {
      if (!settle.framed) {
        settle.last = settle.mutations;
        return false;
      }
      const ready =
        document.fonts.status === 'loaded' &&
        !Array.from(document.images).some((image) => !image.complete && inView(image));
      settle.quiet = settle.mutations === settle.last ? settle.quiet + 1 : 0;
      settle.last = settle.mutations;
      return ready && settle.quiet >= settle.need;
    },
  };
}

/**
 * A page for running stories: the given viewport, reduced motion, a clock starting at STORY_CLOCK, and a user
 * agent that tells Storybook a test runner is driving it (it then pauses CSS animations at their end instead of
 * waiting for them).
 */
export async function prepareStoryPage(browser: Browser, viewport: { width: number; height: number }) {
  const probe = await browser.newPage();
  const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
  await probe.close();
  const context = await browser.newContext({
    viewport,
    userAgent,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  await context.addInitScript(storyInitScript);
  const page = await context.newPage();
  // Installed a minute early and paused at the story's start: from then on only StoryDriver moves it.
  await page.clock.install({ time: STORY_CLOCK.getTime() - 60_000 });
  await page.clock.pauseAt(STORY_CLOCK);
  return page;
}

/**
 * What the screenshot covers: the story's root and whatever it portals to <body> (dialogs, menus, toasts), within
 * the viewport. Small components give small images; a screen gives the viewport.
 */
export async function storyClip(page: Page) {
  return page.evaluate(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const own = (element: Element) =>
      element.id === 'storybook-root' ||
      !(
        element.id.startsWith('storybook-') ||
        element.classList.contains('sb-wrapper') ||
        Array.from(element.classList).some((name) => name.startsWith('sb-')) ||
        ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)
      );
    const boxes = Array.from(document.body.children)
      .filter(own)
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    // The root's content may overflow it (absolutely positioned children): measure its descendants too.
    const root = document.getElementById('storybook-root');
    if (root)
      for (const child of Array.from(root.querySelectorAll('*'))) {
        const box = child.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) boxes.push(box);
      }
    if (!boxes.length) return { x: 0, y: 0, ...viewport };
    const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left))));
    const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top))));
    const right = Math.min(viewport.width, Math.ceil(Math.max(...boxes.map((box) => box.right))));
    const bottom = Math.min(viewport.height, Math.ceil(Math.max(...boxes.map((box) => box.bottom))));
    if (right <= left || bottom <= top) return { x: 0, y: 0, ...viewport };
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

/** How far the page's time moves per step. */
const STEP_MS = 50;
/** A request unanswered after this much real time is taken as hanging on purpose (a story's endless loading). */
const HANGING_AFTER_MS = 1_000;

/** The checks of storyInitScript a wait can use. */
export type StoryCheck = 'finished' | 'settled';

/** The page's queued work runs (one message-channel turn), then `check` (one of storyInitScript's) is asked. */
async function checkInPage(check: StoryCheck): Promise<boolean> {
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
  const checks = (window as unknown as { __storyChecks: Record<StoryCheck, (arg: number) => boolean> })
    .__storyChecks;
  return checks[check](0);
}

/**
 * Drives a story in virtual time through Playwright's `page.clock`: the page's clock stands still except when this
 * moves it (`runFor`), STEP_MS at a time, and it
 * moves only once the page has nothing left to do now — no request in flight (a hanging one is given up on after a
 * second) and its task queue drained. What the story shows at a given moment of its own time is then the same on
 * a quiet machine and on a busy one: a toast's auto-hide, a retry countdown, a play function's `waitFor` and a
 * task's progress all run on this clock. Every page load starts paused at STORY_CLOCK (prepareStoryPage).
 */
export class StoryDriver {
  private readonly inflight = new Map<object, number>();
  /** Steps taken since the last reset (STORY_TIMING prints them). */
  steps = 0;

  constructor(private readonly page: Page) {
    page.on('request', (request) => this.inflight.set(request, Date.now()));
    const done = (request: object) => this.inflight.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Before the next story's load: forgets the requests of the story before and puts the clock back, paused, at
   * STORY_CLOCK. Playwright replays a context's clock calls on every load, so the next page starts where the last
   * two leave it: paused (a second after the page's own time: never before it, which pauseAt refuses), then set back to STORY_CLOCK.
   */
  async reset() {
    this.inflight.clear();
    this.steps = 0;
    // The story before may still run its timers while the page's time is read: on a busy machine its clock passed
    // the mark before pauseAt reached it ("Cannot fast-forward to the past"). Read again, further ahead.
    for (let attempt = 1; ; attempt += 1) {
      const pageNow = await this.page.evaluate(() => Date.now());
      try {
        await this.page.clock.pauseAt(pageNow + 1_000 * attempt * attempt);
        break;
      } catch (error) {
        if (attempt >= 3 || !/fast-forward to the past/.test(String(error))) throw error;
      }
    }
    await this.page.clock.setSystemTime(STORY_CLOCK);
  }

  /** Lets the page's time run by itself again (axe waits on the page's timers); the next reset pauses it again. */
  async release() {
    await this.page.clock.resume();
  }

  /** Waits (in real time) until no young request is in flight. */
  private async noRequests() {
    for (;;) {
      const now = Date.now();
      const young = [...this.inflight.values()].some((start) => now - start < HANGING_AFTER_MS);
      if (!young) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Steps until `check` holds or `limitMs` of the page's time have passed; true when it held. */
  async until(check: StoryCheck, limitMs: number) {
    for (let spent = 0; spent <= limitMs; spent += STEP_MS) {
      await this.noRequests();
      if (await this.page.evaluate(checkInPage, check)) {
        this.steps += spent / STEP_MS;
        return true;
      }
      await this.page.clock.runFor(STEP_MS);
    }
    this.steps += limitMs / STEP_MS;
    return false;
  }

  /**
   * Steps until the story has settled: the DOM unchanged for `quietMs` of its time, every picture in the viewport
   * loaded or failed and the fonts ready; `limitMs` at most.
   */
  async settle({ quietMs = 300, limitMs = 3_000 } = {}) {
    await this.page.evaluate(
      (steps) =>
        (
          window as unknown as { __storyChecks: Record<string, (arg: number) => boolean> }
        ).__storyChecks.watch(steps),
      Math.ceil(quietMs / STEP_MS),
    );
    await this.until('settled', limitMs);
  }
}
