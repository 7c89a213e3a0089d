import { expect, waitFor } from 'storybook/test';

/**
 * Tiny DOM helpers for the auth stories' play functions: they type into MUI fields and submit,
 * so error states can be shown without pulling a test runtime into the stories.
 */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

export function fill(root: HTMLElement, name: string, value: string): void {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input || !setNativeValue) throw new Error(`No field named ${name}`);
  setNativeValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function submit(root: HTMLElement): void {
  root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
}

/** The submitting state: the submit is disabled and busy (its spinner shown) while the request is in flight. */
export async function expectSubmitting(root: HTMLElement): Promise<void> {
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  await expect(button).toBeDisabled();
}
