import { expect, test } from './fixtures';
import { seriousA11yViolations } from './a11yShell';

test.describe('app shell', () => {
  test('a visitor clicking a Create item is asked to agree to the terms; Agree leads to sign in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Marketing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service and Privacy Policy' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    await nav.getByRole('link', { name: 'Marketing' }).click();
    await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fmarketing%2Fcontent$/);
  });

  test('the sider auto-collapses below 1500 px and remembers a manual choice across reloads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    // Starts collapsed outright (no 240 px flash), and is exactly 64 px wide.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);

    await page.setViewportSize({ width: 1600, height: 900 });
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(240);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('siderCollapsed'))).toBe('false');
  });

  test('collapsed submenus open as a hover popover', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Lab' }).hover();
    await expect(
      page.getByRole('menu', { name: 'Lab' }).getByRole('menuitem', { name: 'Pre-production & Presale' }),
    ).toBeVisible();
  });

  test('Guide restarts the tour (through ?tour=1, which the tour removes); the admin area sends visitors to sign in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Guide' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Atelier AI' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin$/);
  });

  test('the shell and the auth pages pass axe (WCAG 2 AA, contrast included)', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    for (const url of ['/signin', '/signup', '/forget-password', '/change-password', '/admin']) {
      await page.goto(url);
      await expect(page.locator('main, section').first()).toBeVisible();
      expect(await seriousA11yViolations(page), url).toEqual([]);
    }
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/signin');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/payment');
    await expect(page.getByRole('link', { name: /credits, open payment/ })).toBeVisible();
    const nav = await seriousA11yViolations(page);
    expect(nav).toEqual([]);

    // 中文 from the user menu: the navigation changes in place (the marker survives: no reload), a reload keeps it.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Language: English/ }).click();
    await expect(page.getByRole('menuitem', { name: /语言：中文/ })).toBeVisible();
    await page.keyboard.press('Escape');
    const mainNav = page.getByRole('navigation', { name: '主导航' });
    await expect(mainNav.getByRole('link', { name: '探索' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.reload();
    await expect(mainNav.getByRole('link', { name: '探索' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // A migrated screen follows: the change-password page (auth's catalog, a lazy Chinese chunk) speaks Chinese.
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '当前密码' })).toBeVisible();
  });
});
