import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

/**
 * The calls a screen story holds or breaks, and the plays that prove a loading state: one place, so the loading
 * and error stories of every area look alike (docs/testing.md "Screen stories: routes × states").
 */

/**
 * A call that never answers: the screen stays in its loading (or submitting) state. The story stage takes a
 * request unanswered for a second as held on purpose (e2e/storybook/storyPage.ts).
 */
export const held = (method: 'get' | 'post', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A call that fails with the contract's error envelope and a 500. */
export const failing = (path: string, message = 'Server error') =>
  http.get(path, () => HttpResponse.json({ code: 500, message, data: null }, { status: 500 }));

/** A play for a loading state: the placeholder is a status named `name` ('Loading image'), busy when `busy`. */
export const showsLoading =
  (name: string | RegExp, { busy = true } = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const found = await within(canvasElement).findAllByRole('status', { name }, { timeout: 15_000 });
    for (const status of found)
      if (busy) await expect(status).toHaveAttribute('aria-busy', 'true');
      else await expect(status).toBeVisible();
  };

/** A play for an error state: an alert whose Retry can be pressed. */
export const showsRetry = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
  await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
};
