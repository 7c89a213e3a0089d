import { expect, test } from './fixtures';
import { ringPng } from './pictures';
import { signIn } from './session';

test('marketing: upload, analysed category, two Static templates, download, a video that survives a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '?mock_latency=0-50&mock_task_ms=4000-6000');
  await page.goto('/marketing/content');
  await expect(page.getByRole('heading', { name: 'Marketing' })).toBeVisible();

  // Upload → analysis → the category modal with both set → Confirm → the new image_id. The hero's phases are
  // recorded as they are drawn: 'Analyzing Category' must show although the worker reports no upload progress.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    new MutationObserver(() => {
      const text = Array.from(document.querySelectorAll('[role=status]'))
        .map((node) => node.textContent)
        .join('|');
      const phase = document.querySelector('[role=dialog]')
        ? 'dialog'
        : (/Analyzing Category|Uploading/.exec(text)?.[0] ?? '');
      if (phase && seen.at(-1) !== phase) seen.push(phase);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('marketing-upload-file').setInputFiles({
    name: 'gold-ring.png',
    mimeType: 'image/png',
    buffer: await ringPng(page),
  });
  const modal = page.getByRole('dialog', { name: 'Product category' });
  await expect(modal.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  expect(phases.slice(phases.indexOf('Analyzing Category'))[1]).toBe('dialog');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/image_id=\d+/);

  // Two Static templates → both results arrive in the carousel.
  await expect(page.getByRole('tab', { name: 'Static' })).toHaveAttribute('aria-selected', 'true');
  const templates = page.getByRole('group', { name: 'Templates' }).getByRole('button');
  await templates.nth(0).click();
  await templates.nth(1).click();
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toContainText('2 credits');
  await generate.click();
  await expect(page.getByText('Successfully submitted 2 templates')).toBeVisible({ timeout: 15_000 });
  const strip = page.getByRole('region', { name: 'Static images' });
  await expect(page.getByRole('button', { name: 'Generated image 2', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(strip).toBeVisible();

  // Download one of them.
  await page.getByRole('button', { name: 'Generated image 1', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Generated image 1' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(png|jpe?g|webp)$/);

  // Video: an effect and a model, Generate, reload mid-generation → the pending item is restored.
  await page.getByRole('tab', { name: 'Video' }).click();
  await expect(page).toHaveURL(/tab=videoShow/);
  const sparkle = page.getByRole('button', { name: 'Sparkle' });
  await sparkle.click();
  await expect(sparkle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Video model' }).click();
  await page.getByRole('option', { name: /Kling/ }).click();
  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(page.getByText('Video generation task submitted successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Video being generated' }).first()).toBeVisible({
    timeout: 15_000,
  });
  // The clip arrives and plays.
  await page.getByRole('button', { name: 'Generated video 1', exact: true }).click({ timeout: 60_000 });
  const video = page.getByRole('region', { name: 'Videos and images' }).locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 })
    .toBeGreaterThan(0);
});
