import { expect, test } from './fixtures';
import { ringPng } from './pictures';
import { signIn } from './session';

/** The credits the header shows ('200 credits, open payment'). */
async function balanceOf(page: import('@playwright/test').Page): Promise<number> {
  const label = await page.getByRole('link', { name: /credits, open payment/ }).getAttribute('aria-label');
  return Number((label ?? '').replace(/[^\d]/g, ''));
}

test("a seller's catalogue: one template applied to three products, the batch after a reload, the balance, 'Use in…' by image id, a recipe on another product", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '?mock=reset&mock_latency=0-50&mock_task_ms=1500-2500');

  // Marketing Static of a product: one template chosen.
  await page.goto('/marketing/content?image_id=1001');
  await expect(page.getByRole('tab', { name: 'Static' })).toHaveAttribute('aria-selected', 'true');
  const templates = page.getByRole('group', { name: 'Templates' }).getByRole('button');
  await templates.first().click();
  // One generation's cost, as Generate shows it ('Generate 1 credit').
  const generate = page.getByRole('button', { name: /^Generate \d+ credits?$/ });
  await expect(generate).toBeEnabled();
  const unit = Number((await generate.textContent())!.replace(/[^\d]/g, ''));
  expect(unit).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /credits, open payment/ })).toBeVisible();
  const before = await balanceOf(page);

  // Three products into the batch at once (a multi-upload beside the asset library).
  await page.getByRole('button', { name: 'Apply to several products' }).click();
  const picker = page.getByRole('dialog', { name: 'Apply to several products' });
  const png = await ringPng(page, 48, 48);
  await picker.getByTestId('batch-upload').setInputFiles(
    ['ring', 'bracelet', 'necklace'].map((name) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: png,
    })),
  );
  const uploaded = picker.getByRole('list', { name: 'Uploaded products' });
  await expect(uploaded.getByRole('checkbox', { checked: true })).toHaveCount(3, { timeout: 20_000 });
  await expect(picker.getByRole('status')).toHaveText('3 products chosen (at most 20)');

  // The total before sending is three times one generation.
  await expect(picker.getByTestId('batch-cost-Generations')).toHaveText('3');
  await expect(picker.getByTestId('batch-cost-Total credits')).toHaveText(String(3 * unit));
  await expect(picker.getByTestId('batch-cost-Balance after')).toHaveText(String(before - 3 * unit));
  await picker.getByRole('button', { name: 'Start batch' }).click();

  // The batch view: three results land.
  await expect(page).toHaveURL(/\/marketing\/batch\//);
  const results = page.getByRole('img', { name: /^Result 1 of / });
  await expect(page.getByText('3 of 3 done')).toBeVisible({ timeout: 60_000 });
  await expect(results).toHaveCount(3);

  // After a reload it still does.
  await page.reload();
  await expect(page.getByText('3 of 3 done')).toBeVisible();
  await expect(results).toHaveCount(3, { timeout: 15_000 });

  // The balance fell by exactly the total shown.
  await expect.poll(() => balanceOf(page)).toBe(before - 3 * unit);

  // 'Use in… Fashion Style' on one result: modeling opens with that picture, by its id, with no upload.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/image/upload'))
      uploads.push(request.url());
  });
  const first = page.getByRole('listitem', { name: 'ring' });
  const resultSrc = await first.getByRole('img', { name: 'Result 1 of ring' }).getAttribute('src');
  const resultPath = new URL(resultSrc!, page.url()).pathname;
  await first.getByRole('button', { name: 'Use Result 1 of ring in another tool' }).click();
  const useIn = page.getByRole('menuitem', { name: 'Fashion Style modeling' });
  const target = new URL((await useIn.getAttribute('href'))!, page.url());
  const imageId = target.searchParams.get('image_id');
  expect(imageId).toMatch(/^\d+$/);
  await useIn.click();
  await expect(page).toHaveURL(new RegExp(`/modeling/content\\?image_id=${imageId}&`));
  await expect(page.getByLabel(/^Where this picture came from: from a batch/)).toBeVisible();
  // The product picture on modeling is that result.
  await expect(page.locator(`img[src*="${resultPath}"]`).first()).toBeVisible();
  expect(uploads).toEqual([]);

  // A recipe saved on one product fills the prompt and the template on another, after a reload.
  await page.goto('/marketing/content?image_id=1001');
  const prompt = page.getByRole('textbox', { name: /Prompt/ });
  await prompt.fill('On white marble, soft daylight');
  await page.getByRole('group', { name: 'Templates' }).getByRole('button').nth(1).click();
  await page.getByRole('button', { name: 'Recipes' }).click();
  await page.getByRole('menuitem', { name: 'Save as recipe' }).click();
  const save = page.getByRole('dialog', { name: 'Save as recipe' });
  await save.getByLabel('Recipe name').fill('Marble');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  const chosenTemplate = await page
    .getByRole('group', { name: 'Templates' })
    .getByRole('button', { pressed: true })
    .textContent();

  await page.reload();
  await page.goto('/marketing/content?image_id=1054');
  await expect(page.getByRole('group', { name: 'Templates' })).toBeVisible();
  await expect(prompt).toHaveValue('');
  await page.getByRole('button', { name: 'Recipes' }).click();
  await page.getByRole('menuitem', { name: 'Apply recipe Marble' }).click();
  await expect(prompt).toHaveValue('On white marble, soft daylight');
  await expect(
    page.getByRole('group', { name: 'Templates' }).getByRole('button', { pressed: true }),
  ).toHaveText(chosenTemplate!);
});
