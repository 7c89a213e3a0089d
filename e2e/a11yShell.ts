import type { Page } from '@playwright/test';
import { axeFindings } from './fixtures';

/**
 * Runs axe (`@axe-core/playwright`, WCAG 2.1 A/AA, colour contrast included) on the page as it is now and returns
 * the serious and critical findings. Every journey already gets this on each route it visits (fixtures.ts); call
 * it for a state reached without a navigation (an open menu, a printed layout…).
 */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return axeFindings(page);
}
