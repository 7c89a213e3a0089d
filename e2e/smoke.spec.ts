import { expect, test } from './fixtures';

// The built app in mock mode: the service worker answers the API and the mock controls are there.
test('the mock app loads and shows data answered by the service worker', async ({ page }) => {
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await page.goto('/?mock=reset&mock_latency=0-0');
  await expect(page.getByRole('button', { name: 'Mock backend' })).toBeVisible();
  const firstCard = page.locator('img[src*="/mock-media/"]').first();
  await expect(firstCard).toBeVisible();
  await expect.poll(() => fromWorker.some((url) => url.includes('/api/global/images'))).toBe(true);
  // The artwork is made by the mock backend, not downloaded: its request never leaves the page.
  const natural = await firstCard.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(natural).toBeGreaterThan(0);
});
