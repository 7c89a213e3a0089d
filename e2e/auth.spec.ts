import { expect, test } from './fixtures';

// The mock backend's seeded demo account.
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'Demo1234!';

test.describe('authentication journeys', () => {
  test('a visitor on a protected route signs in and lands back on the same path and query', async ({
    page,
  }) => {
    await page.goto('/space/creations?tab=likes&page=2');

    await expect(page).toHaveURL(/\/signin\?redirect=%2Fspace%2Fcreations%3Ftab%3Dlikes%26page%3D2$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/space\/creations\?tab=likes&page=2$/);
    // Signed in: the user menu replaces Log In / Sign Up, and the balance is shown.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: /credits, open payment/ })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['accessToken', 'refreshToken']),
    );
    // The app's own storage; the mock backend persists its database (sessions included) under mock-* keys.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.entries({ ...storage }))
        .filter(([key]) => !key.startsWith('mock-'))
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    const token = cookies.find((cookie) => cookie.name === 'accessToken')!.value;
    expect(stored).not.toContain(decodeURIComponent(token));
  });

  test('a hostile redirect target is ignored after sign-in', async ({ page }) => {
    await page.goto(`/signin?redirect=${encodeURIComponent('//evil.example/phish')}`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a new user signs up with the e-mailed verification code', async ({ page }) => {
    const email = `new.user.${Date.now()}@example.com`;
    await page.goto('/signup');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Secret123!');
    await page.getByLabel(/^Confirm password/).fill('Secret123!');
    await page.getByRole('button', { name: 'Send verification code' }).click();

    // In mock mode the server's message carries the code; the page shows that message.
    const notice = page.getByRole('status').filter({ hasText: `Verification code sent to ${email}` });
    await expect(notice).toBeVisible();
    const code = /mock code: (\d{6})/.exec((await notice.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel(/^Verification code/).fill(code!);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText(email);
  });

  test('signing out removes the session and returns to sign in', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('accessToken');
    expect(names).not.toContain('refreshToken');
  });
});
