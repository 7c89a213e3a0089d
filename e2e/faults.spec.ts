import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

async function credits(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /credits, open payment/ });
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a generation through a dropped connection: the card waits, polling resumes when the network returns, charged once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Each generation takes 10 s on the mock's clock, which runs on while the page is offline.
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_task_ms=10000-10000');
  await page.goto('/tools/inspiration');
  await choose(page, 'Category', 'Jewelry');
  await choose(page, 'Type', 'Rings');
  const prompt = `Offline ring ${Date.now()}`;
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await expect.poll(() => credits(page)).toBeGreaterThan(0);
  const before = await credits(page);
  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(page.getByText('Task submitted, generating.')).toBeVisible();
  const card = page.locator('article').filter({ hasText: prompt }).first();
  await expect(card.getByText(/^\d+%$/).first()).toBeVisible();

  // The connection drops for 15 s: the task finishes on the server meanwhile.
  await context.setOffline(true);
  await expect(card.getByText(/Connection lost\. The generation keeps running on the server/)).toBeVisible();
  await page.waitForTimeout(15_000);
  await expect(card.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(card.getByText(/Failed to fetch|Network error/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Open image/ })).toHaveCount(0);

  // Back online: polled at once (no full 3 s wait, no backed-off one), the images show.
  await context.setOffline(false);
  await expect(card.getByRole('link', { name: /^Open image/ })).toHaveCount(4, { timeout: 5_000 });
  await expect(card.getByText(/Connection lost/)).toHaveCount(0);
  // One generation, one charge.
  await expect.poll(() => credits(page)).toBe(before - 4);
});

// Issue 41 §10: on a slow network the mock build was a blank page until its JS (and its backend) had come.
test('before any JS, every page of the mock build shows the start-up state, not a blank page', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/tools/inspiration', '/space']) {
    await page.goto(path);
    await expect(page.locator('#root[inert] [role="status"]:visible')).toHaveText('APP Loading...');
  }
});
