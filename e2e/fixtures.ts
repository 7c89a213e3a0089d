import { test as base, expect } from '@playwright/test';

/**
 * Every journey imports `test` from here: an automatic fixture listens for `securitypolicyviolation` in every page
 * of the journey's context and fails the test on any, so a Content-Security-Policy that blocks something the app
 * needs (or code that starts needing something the policy forbids) is caught where it happens.
 */
export const test = base.extend<{ cspGuard: void; autoTour: boolean; tourGuard: void }>({
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
});

export { expect };
export type { Page, Request } from '@playwright/test';
