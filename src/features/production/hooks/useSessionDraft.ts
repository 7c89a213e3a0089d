import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_KEY_PREFIX } from '../constants';

function read<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY_PREFIX + key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/**
 * A form's values kept in session storage per form and product, so what the user typed survives errors
 * and reloads of the page (issue 11). `clear` forgets it after a successful submission.
 */
export function useSessionDraft<T extends object>(key: string, initial: T) {
  const [values, setValues] = useState<T>(() => read(key, initial));
  const touched = useRef(false);

  useEffect(() => {
    if (!touched.current) return;
    try {
      sessionStorage.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(values));
    } catch {
      // Private mode or a full quota: the draft lives only as long as the page.
    }
  }, [key, values]);

  const update = useCallback((patch: Partial<T>) => {
    touched.current = true;
    setValues((prev) => ({ ...prev, ...patch }));
  }, []);

  /** Fills fields the user has not typed in (e.g. a saved address arriving after the first render). */
  const fillBlank = useCallback((patch: Partial<T>) => {
    setValues((prev) => {
      const next = { ...prev };
      for (const [k, v] of Object.entries(patch) as [keyof T, T[keyof T]][]) {
        const current = prev[k];
        if (current === '' || current === undefined || current === null) next[k] = v;
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    touched.current = false;
    try {
      sessionStorage.removeItem(DRAFT_KEY_PREFIX + key);
    } catch {
      // Nothing stored.
    }
  }, [key]);

  return { values, update, fillBlank, clear, hasDraft: touched.current };
}
