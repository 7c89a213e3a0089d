import { expect, settled, test, type Page } from './fixtures';

/**
 * Issue 9 §4: at a phone's and a tablet's size no screen scrolls sideways (the page's scrollWidth stays within the
 * viewport). One list of every route that exists: ADD EACH NEW SCREEN HERE. `{image}` is replaced by the id of
 * the feed's first picture; `visitor` routes are opened signed out (the auth pages send a signed-in user away),
 * the others as the admin, who may open every screen.
 */
export const RESPONSIVE_ROUTES: ReadonlyArray<{ path: string; as: 'visitor' | 'user' }> = [
  { path: '/signin', as: 'visitor' },
  { path: '/signup', as: 'visitor' },
  { path: '/forget-password', as: 'visitor' },
  { path: '/change-password', as: 'visitor' },
  { path: '/', as: 'visitor' },
  { path: '/', as: 'user' },
  { path: '/image', as: 'user' },
  { path: '/image/detail?image_id={image}', as: 'user' },
  { path: '/tools/info/{image}', as: 'user' },
  { path: '/tools/inspiration', as: 'user' },
  { path: '/tools/generate', as: 'user' },
  { path: '/tools/costAssessment/{image}', as: 'user' },
  { path: '/tools/deliver/{image}', as: 'user' },
  { path: '/tools/pre-sale/{image}', as: 'user' },
  { path: '/marketing/content', as: 'user' },
  { path: '/marketing/content?image_id={image}', as: 'user' },
  { path: '/marketing/content?image_id={image}&type=video', as: 'user' },
  { path: '/marketing/pre-sale', as: 'user' },
  { path: '/modeling/content', as: 'user' },
  { path: '/modeling/content?image_id={image}', as: 'user' },
  { path: '/modeling/fashionFactory', as: 'user' },
  { path: '/space/creations', as: 'user' },
  { path: '/space/likes', as: 'user' },
  { path: '/space/production', as: 'user' },
  { path: '/space/inspiration', as: 'user' },
  { path: '/space/avator', as: 'user' },
  { path: '/payment', as: 'user' },
  { path: '/terms', as: 'user' },
  { path: '/privacy', as: 'user' },
  { path: '/dmca', as: 'user' },
  { path: '/subscription', as: 'user' },
  { path: '/return', as: 'user' },
  { path: '/contact', as: 'user' },
  { path: '/webhook-api/shopify', as: 'user' },
  { path: '/admin', as: 'user' },
  { path: '/admin/category', as: 'user' },
  { path: '/admin/dressing', as: 'user' },
  { path: '/admin/library', as: 'user' },
  { path: '/admin/uploadMJ', as: 'user' },
  { path: '/admin/aiTask', as: 'user' },
  { path: '/admin/operation', as: 'user' },
  { path: '/no-such-page', as: 'user' },
];

/** The mock's operator session (mocks/db/seed.ts ADMIN_ACCESS_TOKEN): the admin sees every screen. */
const ADMIN_ACCESS_TOKEN = 'admin-access-token';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

async function sideways(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
}

async function overflowAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root :is(main, section, h1, [role="status"])').first(), path).toBeVisible();
  await settled(page);
  const { scrollWidth, viewport } = await sideways(page);
  expect
    .soft(scrollWidth, `${path} scrolls sideways (${scrollWidth} px in a ${viewport} px window)`)
    .toBeLessThanOrEqual(viewport);
}

// The two sweeps are the longest journeys of the suite: they may run on two workers at once.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test(`no route scrolls sideways on a ${size.name} (${size.width}×${size.height})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const route of RESPONSIVE_ROUTES.filter((r) => r.as === 'visitor'))
      await overflowAt(page, route.path);

    await context.addCookies([{ name: 'accessToken', value: ADMIN_ACCESS_TOKEN, url: baseURL! }]);
    await page.goto('/?mock_latency=0-50');
    await page
      .locator('[data-index="0"]')
      .getByRole('button', { name: /^Open / })
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/image\/detail\?image_id=\d+/);
    const image = new URL(page.url()).searchParams.get('image_id')!;
    for (const route of RESPONSIVE_ROUTES.filter((r) => r.as === 'user'))
      await overflowAt(page, route.path.replaceAll('{image}', image));
  });
}

test('on a phone the header menu button opens the navigation drawer; Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inspiration' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(nav).toBeHidden();
});

test('on a phone a dialog fills the window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  // A visitor choosing a gated item is asked to agree to the terms (spec 1 §5).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Inspiration' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service and Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});
