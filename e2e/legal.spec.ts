import { expect, test } from './fixtures';
import { LEGAL_LINKS } from '../src/features/shell/components/legalLinks';
import { readFileSync } from 'node:fs';
import { seriousA11yViolations } from './a11yShell';

test('a visitor reads the Contact Us FAQ and follows a contents link', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@atelier.example' }).first()).toHaveAttribute(
    'href',
    'mailto:support@atelier.example',
  );

  const question = page.getByRole('button', { name: 'How long does it take from proposal to launch?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Usually 5-7 days from proposal to launch')).toBeVisible();

  // Keyboard: the next question opens with Enter.
  const next = page.getByRole('button', { name: 'What if I am not happy with the product?' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('tell us within 14 days and we will arrange a revision or a refund'),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Orders and shipping' })
    .click();
  await expect(page).toHaveURL(/\/contact#faq-shipping$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders and shipping' })).toBeInViewport();
});

test('printed, a policy page drops the contents box and shows every FAQ answer', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
  await expect(page.getByText('Shipping takes 10-14 business days')).toBeVisible();
});

/** The shell's English texts (the Terms menu names the pages). */
const en = JSON.parse(
  readFileSync(new URL('../src/features/shell/i18n/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

test('the policy pages pass axe and fit a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { href: url, label } of LEGAL_LINKS) {
    const title = en[label];
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: 29 October 2025')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page), url).toEqual([]);
  }
  // A link to a heading lands on it after the page has rendered.
  await page.goto('/terms#law');
  await expect(page.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInViewport();
});
