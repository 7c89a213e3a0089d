import { expect, test, type Page } from './fixtures';

// The onboarding tour (issue 15; spec 3 §2.9, §4.6, §9). The journeys see the tour's real first start.
test.use({ autoTour: true });

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'Demo1234!';

/** The ten steps: where each lands (path, and the query it must carry) and what it highlights. */
const STEPS = [
  { title: 'Welcome to Atelier AI', path: /^\/$/, target: 'body' },
  { title: 'Browse by category', path: /^\/$/, target: '[data-tour="explore-category"]' },
  {
    title: 'Re-create what you like',
    path: /^\/image\/detail\?image_id=\d+$/,
    target: '[data-tour="detail-recreate"]',
  },
  {
    title: 'Generate new designs',
    path: /^\/tools\/inspiration$/,
    target: '[data-tour="inspiration-generate"]',
  },
  {
    title: 'Start from your own pictures',
    path: /^\/tools\/inspiration$/,
    target: '[data-tour="inspiration-reference"]',
  },
  // Each marketing step opens the tab it describes.
  {
    title: 'Marketing images',
    path: /^\/marketing\/content\?image_id=\d+&tab=Photos$/,
    target: '#tour-tab-static',
    tab: 'Static',
  },
  {
    title: 'Virtual try-on',
    path: /^\/marketing\/content\?image_id=\d+&tab=tryOn$/,
    target: '[data-tour="marketing-tab-tryon"]',
    tab: 'Try-On',
  },
  {
    title: 'Short videos',
    path: /^\/marketing\/content\?image_id=\d+&tab=videoShow$/,
    target: '[data-tour="marketing-tab-video"]',
    tab: 'Video',
  },
  { title: 'Your collection', path: /^\/space\/inspiration$/, target: '[data-tour="collection-list"]' },
  { title: 'Style outfits', path: /^\/space\/avator$/, target: '[data-tour="fashion-gallery"]' },
] as const;

const tourDialog = (page: Page) =>
  page.getByRole('dialog', { name: /./ }).filter({ has: page.locator('[id^="tour-step-title"]') });
const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signUp(page: Page) {
  const email = `tour.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Secret123!');
  await page.getByLabel(/^Confirm password/).fill('Secret123!');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const notice = page.getByRole('status').filter({ hasText: `Verification code sent to ${email}` });
  await expect(notice).toBeVisible();
  const code = /mock code: (\d{6})/.exec((await notice.textContent()) ?? '')?.[1];
  await page.getByLabel(/^Verification code/).fill(code!);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  return email;
}

async function signIn(page: Page) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the app has left the sign-in page (on a phone the account menu sits in the closed drawer).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/** The tooltip is inside the window, whatever the window (it moves after a resize: polled). */
async function expectInsideWindow(page: Page) {
  const window = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await tourDialog(page).boundingBox())!;
      const outside = [];
      if (box.y < 0) outside.push('top');
      if (box.y + box.height > window.height) outside.push('bottom');
      if (box.x < 0) outside.push('left');
      if (box.x + box.width > window.width) outside.push('right');
      return outside;
    }, `the tooltip inside the ${window.width}×${window.height} window`)
    .toEqual([]);
}

async function expectStep(page: Page, index: number) {
  const step = STEPS[index]!;
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: step.title })).toBeVisible();
  await expect(dialog).toContainText(`${index + 1} / ${STEPS.length}`);
  expect(here(page)).toMatch(step.path);
  if (step.target !== 'body') await expect(page.locator(step.target).first()).toBeVisible();
  if ('tab' in step)
    await expect(page.getByRole('tab', { name: step.tab })).toHaveAttribute('aria-selected', 'true');
  await expectInsideWindow(page);
  // The primary button has the focus (Tab stays in the tooltip) and reads 'Explore' on the last step.
  const primary = dialog.getByRole('button', { name: index === STEPS.length - 1 ? 'Explore' : 'Next' });
  await expect(primary).toBeFocused();
  return primary;
}

test.describe('the onboarding tour', () => {
  test('a new user signs up, the tour starts and walks all ten steps; Explore ends it; a reload does not restart it', async ({
    page,
  }) => {
    const email = await signUp(page);
    for (let index = 0; index < STEPS.length; index += 1) {
      await test.step(`step ${index + 1}: ${STEPS[index]!.title}`, async () => {
        const primary = await expectStep(page, index);
        await primary.click();
      });
    }
    await expect(tourDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourDismissed'))).toBe('1');
    expect(await page.evaluate((key) => localStorage.getItem(key), `tourSeen:${email}`)).toBe('1');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(tourDialog(page)).toHaveCount(0);
  });

  test('prev goes back, Tab stays inside, Escape ends the tour and stores tourDismissed; a reload does not restart it', async ({
    page,
  }) => {
    await signIn(page);
    await (await expectStep(page, 0)).click();
    await expectStep(page, 1);
    // Spec 3 §9's locale word 'prev', shown in the case of its neighbours 'Skip' and 'Next'.
    const back = tourDialog(page).getByRole('button', { name: 'prev' });
    expect(await back.innerText()).toBe('Prev');
    await back.click();
    await expectStep(page, 0);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await tourDialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(tourDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourDismissed'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(tourDialog(page)).toHaveCount(0);
  });

  test('Guide restarts the tour from any page; close ends it', async ({ page }) => {
    await signIn(page);
    await tourDialog(page).getByRole('button', { name: 'close' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
    await page.goto('/tools/inspiration');
    await expect(page.locator('[data-tour="inspiration-generate"]')).toBeVisible();
    await page.getByRole('button', { name: 'Guide' }).click();
    await expectStep(page, 0);
    expect(here(page)).toBe('/');
  });

  test('?tour=1 starts it for a user who dismissed it, and leaves the URL; Skip ends it', async ({
    page,
  }) => {
    await signIn(page);
    await tourDialog(page).getByRole('button', { name: 'Skip' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourDismissed'))).toBe('1');
    await page.goto('/?tour=1');
    await expectStep(page, 0);
    expect(here(page)).toBe('/');
  });

  test('the Chinese skip label follows the stored language', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/?tour=1');
    await expect(tourDialog(page).getByRole('button', { name: '跳过' })).toBeVisible();
  });

  // Each step on a 390 px phone, then the same step on the smallest phone (320 × 568): the tooltip stays inside the
  // window and nothing scrolls sideways. One walk for both sizes keeps CI short.
  test("on 390 and 320 px phones every step's tooltip is inside the window and nothing scrolls sideways", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const phone = { width: 390, height: 844 };
    const smallest = { width: 320, height: 568 };
    await page.setViewportSize(phone);
    await signIn(page);
    for (let index = 0; index < STEPS.length; index += 1) {
      await test.step(`step ${index + 1}: ${STEPS[index]!.title}`, async () => {
        const primary = await expectStep(page, index);
        for (const size of [phone, smallest]) {
          await page.setViewportSize(size);
          await expectInsideWindow(page);
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'nothing scrolls sideways')
            .toBeLessThanOrEqual(size.width);
        }
        await page.setViewportSize(phone);
        await primary.click();
      });
    }
  });

  test('?tour=1 starts it from a policy page and from the admin area too', async ({ page }) => {
    await page.goto('/terms?tour=1');
    await expectStep(page, 0);
    expect(here(page)).toBe('/');
    await tourDialog(page).getByRole('button', { name: 'close' }).click();
    await signIn(page);
    await tourDialog(page).getByRole('button', { name: 'close' }).click();
    await page.goto('/contact?tour=1');
    await expectStep(page, 0);
    expect(here(page)).toBe('/');
  });

  test('a first sign-in with ?redirect= ends where the user asked to go; the tour starts on Explore later', async ({
    page,
  }) => {
    await page.goto('/signin?redirect=%2Fspace%2Flikes');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/space\/likes$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
    // The user info has arrived (the menu's avatar shows the e-mail's initial): a start would have happened by now.
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(/^D/);
    await expect(tourDialog(page)).toHaveCount(0);
    expect(here(page)).toBe('/space/likes');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await expectStep(page, 0);
  });
});
