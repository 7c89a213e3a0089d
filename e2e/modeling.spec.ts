import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

// A 1×1 PNG: the garment.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const templates = (page: Page) => page.getByRole('list', { name: 'Fashion Style templates' });

test('a visitor browses the Fashion Style templates and is asked to sign in on ReStyle', async ({ page }) => {
  await page.goto('/space/avator?mock_latency=0-50');
  await expect(templates(page)).toBeVisible();
  await expect(page.locator('[data-tour="fashion-gallery"]')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Styles' }).getByRole('button', { name: 'Studio' }).click();
  await expect(templates(page).getByRole('heading', { name: 'Studio I', exact: true })).toBeVisible();
  const tile = templates(page).getByRole('listitem').first();
  await tile.hover();
  const restyle = tile.getByRole('button', { name: /^ReStyle / });
  await expect(restyle).toBeVisible();
  await restyle.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});

test('the demo user ReStyles a template, dresses it and downloads a 12-photo photoset', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '?mock_latency=0-50&mock_task_ms=1000-2000');
  await page.goto('/space/avator');
  const tile = templates(page).getByRole('listitem').first();
  await tile.hover();
  await tile.getByRole('button', { name: /^ReStyle / }).click();
  await expect(page).toHaveURL(/\/modeling\/fashionFactory\?image_id=\d+&prompt_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Confirm the look' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Street I 1/ })).toBeVisible();

  await page
    .getByTestId('clothing-input')
    .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Clothing 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate outfit' }).click();
  await expect(
    page.getByText(/Successfully submitted generation task: \d+ outfits of your clothing/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Get your photoset' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/mode=photoset/);
  await expect(page.getByText('12 / 12 photos')).toBeVisible({ timeout: 60_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all' }).click(),
  ]);
  // Named after the photoset's look, as Export names its files (not downloaded-files.zip with file_1.png …).
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-photoset\.zip$/);
  const base = download.suggestedFilename().replace(/\.zip$/, '');
  // Twelve raster photos (issue 26 defect 13: the mock draws SVG, a user gets PNG files).
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(12);
  for (const name of names) {
    expect(name.startsWith(`${base}-`) && name.endsWith('.png')).toBe(true);
    const head = Buffer.from(await zip.files[name].async('uint8array'))
      .subarray(0, 4)
      .toString('latin1');
    expect(head).toBe('\x89PNG');
  }

  // The photoset on a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test('Try On from an Explore style card lands in the fashion factory', async ({ page }) => {
  await signIn(page, '?mock_latency=0-50&mock_task_ms=1000-2000');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Styles' }).click();
  await page
    .getByRole('button', { name: /^Try On / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Marketing - Try On' });
  await dialog
    .getByTestId('try-on-file')
    .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/modeling\/fashionFactory\?.*image_id=\d+.*batch_id=/);
  await expect(page.getByRole('heading', { name: 'Confirm the look' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 30_000 });
});

test('the Fashion Style screens fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await signIn(page, '?mock_latency=0-50&mock_task_ms=1000-2000');
  await page.setViewportSize({ width: 390, height: 844 });
  const screens: [string, string][] = [
    ['/space/avator', 'Fashion Style'],
    ['/modeling/content?image_id=177&prompt_id=501', 'Fashion Style modeling'],
    ['/modeling/fashionFactory?image_id=177&prompt_id=501', 'Confirm the look'],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(overflow, `${url} ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
  }
});
