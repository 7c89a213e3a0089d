import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormOptions } from './useForm';

/** Session storage: one draft per form (and product), kept through errors, reloads and trips to other screens. */
export const DRAFT_KEY_PREFIX = 'atelier.draft.';

function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY_PREFIX + key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    sessionStorage.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(values));
  } catch {
    // Private mode or a full quota: the draft lives only as long as the page.
  }
}

/**
 * `useForm` (the one form recipe) whose values are kept in session storage per form (and product), so what the
 * user typed survives errors, reloads and a trip to another screen or step — /payment for credits, the checkout's
 * steps (issue 11). `fillBlank` fills only fields the user left empty (a saved address, a suggestion arriving
 * later); `clear` forgets the draft after success.
 */
export function useDraftForm<V extends object>(
  key: string,
  options: UseFormOptions<V>,
  /** false: start from `options.initial` (a link that says what to fill wins over the draft), then keep it. */
  { restore = true }: { restore?: boolean } = {},
) {
  const [initial] = useState(() => (restore ? readDraft(key, options.initial) : options.initial));
  const form = useForm<V>({ ...options, initial });
  const { setValues } = form;
  const first = useRef(form.values);
  const cleared = useRef(false);

  useEffect(() => {
    if (form.values === first.current || cleared.current) return;
    writeDraft(key, form.values);
  }, [key, form.values]);

  const fillBlank = useCallback(
    (patch: Partial<V>) =>
      setValues((current) => {
        const next: Partial<V> = {};
        for (const [name, value] of Object.entries(patch) as [keyof V, V[keyof V]][]) {
          const now = current[name];
          if (now === '' || now === undefined || now === null) next[name] = value;
        }
        return next;
      }),
    [setValues],
  );

  const clear = useCallback(() => {
    cleared.current = true;
    try {
      sessionStorage.removeItem(DRAFT_KEY_PREFIX + key);
    } catch {
      // Nothing stored.
    }
  }, [key]);

  return { ...form, fillBlank, clear };
}

/** Forgets every form's draft (sign-out: the next person at this browser must not find them). */
export function clearDrafts() {
  try {
    for (const name of Object.keys(sessionStorage))
      if (name.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(name);
  } catch {
    // Nothing stored.
  }
}
