import { expect, type Page } from './fixtures';

export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' } as const;

/**
 * Signs in through the form, as a user would. `query` carries the mock's settings for the journey (latency, task
 * timing, `mock=reset`): the sign-in page is the journey's first load, where the mock reads them.
 */
export async function signIn(page: Page, query = '', account: { email: string; password: string } = DEMO) {
  await page.goto(`/signin${query}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await expect.poll(() => page.evaluate(() => document.cookie.includes('accessToken='))).toBe(true);
}
