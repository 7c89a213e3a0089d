import { test as base, expect, type Page } from '@playwright/test';
import { axeFindings as axeRun } from './axe';

/** After a navigation, how long the DOM must stay unchanged before the route counts as rendered… */
const QUIET_MS = 500;
/** …and the longest we wait for that (a page that keeps animating is checked as it is then). */
const SETTLE_LIMIT_MS = 6_000;

/** The axe run in progress per page: axe refuses to start while another run is going on in the same page. */
const axeRuns = new WeakMap<Page, Promise<unknown>>();

/**
 * Serious and critical axe findings on the page as it is now, one line per element: route, rule, target. Runs on
 * the same page take turns, so a journey's own check and the automatic guard's (fixtures below) never overlap.
 */
export function axeFindings(page: Page): Promise<string[]> {
  const run = (axeRuns.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page));
  axeRuns.set(page, run);
  return run;
}

async function runAxe(page: Page): Promise<string[]> {
  // Axe runs in the page itself (e2e/axe.ts), put there through the driver: the page's CSP (rightly refusing
  // inline scripts) does not stand in its way, and no helper page opens in the journey's context, which a journey
  // waiting for a popup or download page would mistake for its own.
  const findings = await axeRun(page, { skipMoving: true });
  const route = new URL(page.url()).pathname;
  return findings.map(
    (finding) =>
      `${route}: ${finding.rule} (${finding.impact}) on ${finding.target} ${finding.html} — ${finding.help}`,
  );
}

/**
 * Resolves once the page's DOM has not changed for QUIET_MS and its finite animations and transitions (a dialog
 * fading in, whose text axe would measure half transparent) have finished, at most SETTLE_LIMIT_MS.
 */
export async function settled(page: Page) {
  await page.evaluate(
    ([quiet, limit]) =>
      new Promise<void>((resolve) => {
        const cap = setTimeout(finish, limit);
        let finished = false;
        function finish() {
          if (finished) return;
          finished = true;
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
        const animationsDone = () => {
          const running = document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
          void Promise.all(running.map((animation) => animation.finished.catch(() => undefined))).then(
            finish,
          );
        };
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          animationsDone();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [QUIET_MS, SETTLE_LIMIT_MS] as const,
  );
}

/**
 * Every journey imports `test` from here and gets three automatic guards:
 *
 * - `cspGuard` listens for `securitypolicyviolation` in every page of the journey's context and fails the test on
 *   any, so a Content-Security-Policy that blocks something the app needs (or code that starts needing something
 *   the policy forbids) is caught where it happens.
 * - `a11yGuard` runs axe (`@axe-core/playwright`, WCAG 2.1 A/AA) on every route the journey visits: after each
 *   navigation of the main frame (loads and in-app history changes alike) it waits for the DOM to settle and checks
 *   the route once; the page the journey ends on is checked too. Serious or critical findings fail the test with
 *   the route, rule id and element. A check the journey outruns (it navigated on meanwhile) is dropped and the
 *   route is checked on its next visit.
 * - `tourGuard` makes every user count as having seen the onboarding tour, unless the journey sets `autoTour`.
 */
export const test = base.extend<{ cspGuard: void; a11yGuard: void; autoTour: boolean; tourGuard: void }>({
  /**
   * The onboarding tour starts by itself the first time a user is seen signed in, and its overlay covers
   * the page. Journeys about other screens pretend every user has seen it (`tourSeen:{email}` reads as
   * set); `test.use({ autoTour: true })` lets the tour journey see the real first start.
   */
  autoTour: [false, { option: true }],
  tourGuard: [
    async ({ context, autoTour }, use) => {
      if (!autoTour) {
        await context.addInitScript(() => {
          const getItem = Storage.prototype.getItem;
          Storage.prototype.getItem = function (this: Storage, key: string) {
            const value = getItem.call(this, key);
            return value === null && key.startsWith('tourSeen:') ? '1' : value;
          };
        });
      }
      await use();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (line: string) => void })
            .__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  a11yGuard: [
    async ({ page }, use, testInfo) => {
      const findings: string[] = [];
      const checked = new Set<string>();
      const routeOf = () => {
        const url = page.url();
        return url.startsWith('http') ? new URL(url).pathname : null;
      };
      const check = async () => {
        const route = routeOf();
        if (!route || checked.has(route) || page.isClosed()) return;
        try {
          await settled(page);
          if (routeOf() !== route) return;
          let lines = await axeFindings(page);
          // The journey goes on while axe runs: a control whose colour was still in transition (a button coming
          // out of its disabled grey, a dialog fading in) reads as low contrast. A finding counts only if it is
          // still there once the page has settled again.
          if (lines.length && routeOf() === route) {
            await settled(page);
            if (routeOf() === route) lines = await axeFindings(page);
          }
          // Left while axe ran: the result may mix two screens; the route is checked on its next visit.
          if (routeOf() !== route) return;
          checked.add(route);
          findings.push(...lines);
        } catch {
          // The page navigated or closed under axe: the same as above.
        }
      };
      let queue = Promise.resolve();
      const onNavigated = (frame: unknown) => {
        if (frame === page.mainFrame()) queue = queue.then(check);
      };
      page.on('framenavigated', onNavigated);
      // A journey that moves on with `goto` waits for the check of the route it leaves, so no route it opens
      // that way goes unchecked.
      const goto = page.goto.bind(page);
      page.goto = (async (url, options) => {
        await queue;
        return goto(url, options);
      }) as Page['goto'];
      await use();
      page.off('framenavigated', onNavigated);
      await queue;
      if (testInfo.status === testInfo.expectedStatus) await check();
      expect(findings, 'serious or critical accessibility violations (axe, WCAG 2.1 A/AA)').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a path inside the running app, as a link would (the router follows `popstate`): the mock backend and the
 * app boot once per test instead of once per screen.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export { expect };
export type { Page, Request } from '@playwright/test';
