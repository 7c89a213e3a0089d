import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { DEMO, signIn } from './session';

/**
 * Every dialog a user can reach (issue 26, "the recipe"): as a visitor, the demo user and the operator, on a phone
 * (the hard case: no backdrop to tap), each opened dialog has a visible close control, closes on Escape, fills the
 * screen and keeps its actions in view. The ✕ and Back are walked on one dialog of each kind (AppDialog's own Jest
 * test covers them for all); one page load per user keeps the spec cheap for CI.
 */

const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' } as const;

interface DialogCase {
  /** What the report calls it. */
  what: string;
  dialog: (page: Page) => Locator;
  /** Opens it from wherever the page is (each case leaves the page where it found it). */
  open: (page: Page) => Promise<void>;
  /** The close control's accessible name. */
  close?: string;
  /** An AppDialog: full screen on the phone, actions in view. */
  appDialog?: boolean;
  /** Run after the dialog closed (e.g. close the drawer it was opened from). */
  after?: (page: Page) => Promise<void>;
  /** Also close it with the ✕ and with Back (one dialog of each kind). */
  ways?: boolean;
  /** The control that opened it gets the focus back when it closes (checked on one dialog). */
  opener?: (page: Page) => Locator;
}

const overlayEntry = (page: Page) =>
  page.evaluate(() => (window.history.state as { overlayDepth?: number } | null)?.overlayDepth ?? 0);

async function check(page: Page, item: DialogCase) {
  await test.step(item.what, async () => {
    const dialog = item.dialog(page);
    const closeControl = () => dialog.getByRole('button', { name: item.close ?? 'Close', exact: true });

    // Overlays already open (the drawer a dialog was opened from) keep their entries.
    const depth = await overlayEntry(page);
    await item.open(page);
    await expect(dialog, `${item.what} opens`).toBeVisible();
    await expect(closeControl(), `${item.what} has a visible close control`).toBeVisible();
    await expect(closeControl()).toBeInViewport();
    if (item.appDialog !== false) {
      const box = (await dialog.boundingBox())!;
      const view = page.viewportSize()!;
      if (view.width < 600) {
        expect(box.width, `${item.what} fills the phone's width`).toBeGreaterThanOrEqual(view.width - 1);
        expect(box.height, `${item.what} fills the phone's height`).toBeGreaterThanOrEqual(view.height - 1);
      } else {
        await expect(dialog, `${item.what} fits the window`).toBeInViewport({ ratio: 1 });
      }
      const actions = dialog.locator('.MuiDialogActions-root');
      if (await actions.count())
        await expect(actions, `${item.what}: actions in view`).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Escape');
    await expect(dialog, `${item.what} closes on Escape`).toBeHidden();
    if (item.opener) await expect(item.opener(page), `${item.what} gives the focus back`).toBeFocused();
    await expect.poll(() => overlayEntry(page), `${item.what} leaves no history entry`).toBe(depth);
    if (!item.ways) return item.after?.(page);

    // On the phone (no backdrop to tap) the ✕ and Back are the ways out.
    await item.open(page);
    await closeControl().click();
    await expect(dialog, `${item.what} closes with its close control`).toBeHidden();
    await expect.poll(() => overlayEntry(page), `${item.what}: the ✕ leaves no history entry`).toBe(depth);

    await item.open(page);
    await expect(dialog).toBeVisible();
    const url = page.url();
    await page.goBack();
    await expect(dialog, `${item.what} closes on Back`).toBeHidden();
    await expect(page, `${item.what}: Back stays on the page`).toHaveURL(url);
    await item.after?.(page);
  });
}

const named = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });

/** On a phone the navigation is in the drawer: open it first. */
async function navigation(page: Page) {
  if (!(await page.getByRole('dialog', { name: 'Navigation' }).isVisible())) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
  }
  return page.getByRole('navigation', { name: 'Main navigation' });
}

async function closeDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  if (await drawer.isVisible()) {
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(drawer).toBeHidden();
  }
}

/**
 * The mock build's controls chip sits fixed in the bottom-right corner above everything, where a phone dialog keeps
 * its primary action; it is the mock's own tool, not the product's, so these journeys keep it out of the way.
 */
async function hideMockChip(page: Page) {
  await page.addInitScript(() => {
    const hide = () => {
      const chip = document.getElementById('mock-controls-root');
      if (chip) chip.style.display = 'none';
    };
    new MutationObserver(hide).observe(document, { childList: true, subtree: true });
  });
}

test.describe('dialogs at 390×844 (and 320, 1440 for a visitor)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) => hideMockChip(page));

  test('a visitor', async ({ page }) => {
    await page.goto('/?mock=reset&mock_latency=0-50');
    await expect(page.getByRole('button', { name: /^ReCreate / }).first()).toBeVisible();

    await check(page, {
      what: 'sign-in prompt',
      ways: true,
      dialog: named('Sign in to continue'),
      open: (p) =>
        p
          .getByRole('button', { name: /^ReCreate / })
          .first()
          .click(),
    });
    await check(page, {
      what: 'navigation drawer',
      dialog: named('Navigation'),
      close: 'Close navigation',
      appDialog: false,
      ways: true,
      open: (p) => p.getByRole('button', { name: 'Open navigation' }).click(),
    });
    // From the drawer (it stays open under the dialog).
    await navigation(page);
    await check(page, {
      what: 'terms agreement',
      dialog: named('Terms of Service and Privacy Policy'),
      open: async (p) => (await navigation(p)).getByRole('link', { name: 'Collection' }).click(),
      after: (p) => closeDrawer(p),
    });

    await page.goto('/signin');
    await check(page, {
      what: 'mock Google consent',
      dialog: named('Sign in with Google'),
      open: (p) => p.getByRole('button', { name: 'Continue with Google' }).click(),
    });

    // The narrowest phone and a desktop: the same promises (lint keeps every other dialog an AppDialog).
    for (const size of [
      { width: 320, height: 640 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await check(page, {
        what: `mock Google consent at ${size.width}`,
        ways: true,
        dialog: named('Sign in with Google'),
        open: (p) => p.getByRole('button', { name: 'Continue with Google' }).click(),
      });
    }
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await check(page, {
      what: 'navigation drawer at 320',
      dialog: named('Navigation'),
      close: 'Close navigation',
      appDialog: false,
      open: (p) => p.getByRole('button', { name: 'Open navigation' }).click(),
    });
  });

  test('the demo user', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, '?mock=reset&mock_latency=0-50', DEMO);

    await page.goto('/');
    await page.getByRole('tab', { name: 'Styles' }).click();
    await expect(page.getByRole('button', { name: /^Try On / }).first()).toBeVisible();
    await check(page, {
      what: 'Try On',
      dialog: named('Marketing - Try On'),
      open: (p) =>
        p
          .getByRole('button', { name: /^Try On / })
          .first()
          .click(),
    });

    await page.goto('/marketing/content');
    const libraryButton = (p: Page) => p.getByRole('button', { name: 'Import from asset library' });
    const openLibrary = (p: Page) => libraryButton(p).click();
    await check(page, {
      what: 'asset library',
      ways: true,
      opener: libraryButton,
      dialog: named('Import from asset library'),
      open: openLibrary,
    });
    await check(page, {
      what: 'category modal',
      ways: true,
      dialog: named('Product category'),
      open: async (p) => {
        await openLibrary(p);
        await named('Import from asset library')(p).getByRole('button', { name: /^Use / }).first().click();
      },
    });

    // Into a product: the library's first picture, its category confirmed.
    await openLibrary(page);
    await named('Import from asset library')(page).getByRole('button', { name: /^Use / }).first().click();
    const category = named('Product category')(page);
    const confirm = category.getByRole('button', { name: 'Confirm' });
    if (await confirm.isDisabled()) {
      await category.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option').first().click();
      await category.getByRole('combobox', { name: 'Subcategory' }).click();
      await page.getByRole('option').first().click();
    }
    await confirm.click();
    await expect(page).toHaveURL(/image_id=\d+/);

    await check(page, {
      what: "'More' templates",
      dialog: named(/ Visual$/),
      open: (p) => p.getByRole('button', { name: 'More', exact: true }).click(),
    });
    await check(page, {
      what: 'full-screen viewer',
      ways: true,
      dialog: (p) => p.getByRole('dialog').filter({ has: p.getByRole('button', { name: 'Close viewer' }) }),
      close: 'Close viewer',
      appDialog: false,
      open: (p) => p.getByRole('button', { name: 'View full screen' }).first().click(),
    });
    await page.getByRole('tab', { name: 'Video' }).click();
    await check(page, {
      what: 'animation effects',
      dialog: named(/effects/i),
      open: (p) => p.getByRole('button', { name: /^More\(\d+\)$/ }).click(),
    });
  });

  test('the operator', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, '?mock=reset&mock_latency=0-50', ADMIN);

    await page.goto('/admin/category');
    const firstRow = (p: Page, name: RegExp) => p.getByRole('button', { name }).first();
    await check(page, {
      what: 'add category',
      ways: true,
      dialog: named('Add category'),
      open: (p) => p.getByRole('button', { name: 'Add category' }).click(),
    });
    await check(page, {
      what: 'attributes',
      dialog: named(/^Attributes of /),
      open: (p) => firstRow(p, /^Attributes of /).click(),
    });
    await check(page, {
      what: 'templates',
      dialog: named(/^Templates of /),
      open: (p) => firstRow(p, /^Templates of /).click(),
    });
    await check(page, {
      what: 'delete category',
      dialog: named('Delete category'),
      open: (p) => firstRow(p, /^Delete /).click(),
    });

    await page.goto('/admin/library');
    await check(page, {
      what: 'edit image',
      dialog: named(/^Edit “/),
      open: (p) => firstRow(p, /^Edit .* \(#\d+\)$/).click(),
    });

    await page.goto('/admin/dressing');
    await check(page, {
      what: 'outfit template',
      dialog: named(/^Edit template /),
      open: (p) => firstRow(p, /^Edit template /).click(),
    });

    await page.goto('/admin/aiTask');
    await check(page, {
      what: 'retry task',
      dialog: named('Retry task'),
      open: (p) => firstRow(p, /^Retry /).click(),
    });

    await page.goto('/admin/operation');
    for (const [button, title] of [
      ['Review', /^Review production of /],
      ['Record tracking', /^Record tracking for /],
      ['Review pre-sale', /^Review the pre-sale of /],
      ['Address', /^Shipping address/],
    ] as const) {
      await check(page, {
        what: title.source,
        dialog: named(title),
        open: (p) => p.getByRole('button', { name: button, exact: true }).first().click(),
      });
    }
  });
});
