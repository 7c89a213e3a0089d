import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Page } from './fixtures';
import { ringPng } from './pictures';
import { signIn } from './session';

interface Decoded {
  width: number;
  height: number;
  /** RGB at the middle of the left edge. */
  leftEdge: number[];
}

/** Decodes a file's bytes in the browser (createImageBitmap) and reads its size and one pixel. */
async function decode(page: Page, bytes: Buffer, type: string): Promise<Decoded> {
  return page.evaluate(
    async ({ base64, type: mime }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw], { type: mime }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixel = context.getImageData(4, Math.floor(bitmap.height / 2), 1, 1).data;
      return { width: bitmap.width, height: bitmap.height, leftEdge: [pixel[0], pixel[1], pixel[2]] };
    },
    { base64: bytes.toString('base64'), type },
  );
}

const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const nearWhite = (rgb: number[]) => rgb.every((channel) => channel >= 250);

test('results a seller can use: compare with the original, export for the marketplaces', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '?mock_latency=0-30&mock_task_ms=800-1200');
  await page.goto('/marketing/content');
  await page.getByTestId('marketing-upload-file').setInputFiles({
    name: 'gold-ring.png',
    mimeType: 'image/png',
    buffer: await ringPng(page, 48, 64),
  });
  const modal = page.getByRole('dialog', { name: 'Product category' });
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/image_id=\d+/);
  await page.getByRole('group', { name: 'Templates' }).getByRole('button').first().click();
  await page.getByRole('button', { name: /^Generate/ }).click();
  const result = page.getByRole('button', { name: 'Generated image 1', exact: true });
  await result.click({ timeout: 20_000 });

  // Compare: off until switched on; the wipe moves with the keys.
  await expect(page.getByRole('slider', { name: 'Compare with the original' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compare with original' }).click();
  const wipe = page.getByRole('slider', { name: 'Compare with the original' });
  await wipe.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(wipe).toHaveAttribute('aria-valuenow', '48');

  // One preset: one file named for it.
  await page.getByRole('button', { name: 'Export Generated image 1 for…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Export for…' });
  await dialog.getByRole('checkbox', { name: /Amazon main image/ }).check();
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(single.suggestedFilename()).toMatch(/-amazon-2000\.jpg$/);
  const amazonBytes = await readFile((await single.path())!);
  expect(isJpeg(amazonBytes)).toBe(true);
  const amazon = await decode(page, amazonBytes, 'image/jpeg');
  expect([amazon.width, amazon.height]).toEqual([2000, 2000]);
  expect(nearWhite(amazon.leftEdge)).toBe(true);
  await expect(dialog).toBeHidden();

  // Every marketplace at once: one zip, one file per preset, each the preset's size and type.
  await page.getByRole('button', { name: 'Export Generated image 1 for…' }).click();
  dialog = page.getByRole('dialog', { name: 'Export for…' });
  for (const name of [/Etsy listing/, /Shopify product/, /Instagram post/, /TikTok/])
    await dialog.getByRole('checkbox', { name }).check();
  const [zipped] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export 5 files' }).click(),
  ]);
  expect(zipped.suggestedFilename()).toMatch(/-marketplace\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await zipped.path())!));
  const expected: Record<string, [number, number, boolean]> = {
    'amazon-2000.jpg': [2000, 2000, true],
    'etsy-2700x2025.jpg': [2700, 2025, false],
    'shopify-2048.jpg': [2048, 2048, true],
    'instagram-1080x1350.jpg': [1080, 1350, false],
    'tiktok-1080x1920.jpg': [1080, 1920, false],
  };
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(5);
  for (const [suffix, [width, height, whiteMargin]] of Object.entries(expected)) {
    const name = names.find((entry) => entry.endsWith(`-${suffix}`));
    expect(name, suffix).toBeDefined();
    const bytes = await zip.file(name!)!.async('nodebuffer');
    expect(isJpeg(bytes), name).toBe(true);
    const decoded = await decode(page, bytes, 'image/jpeg');
    expect([decoded.width, decoded.height], name).toEqual([width, height]);
    // Fit presets show the preset's white beside a 3:4 picture; fill presets are covered by the picture.
    expect(nearWhite(decoded.leftEdge), name).toBe(whiteMargin);
  }
});
