import { useCallback, useSyncExternalStore } from 'react';

/** Off by default; the choice is remembered for every viewer of the browser (issue 29 §1). */
export type CompareMode = 'off' | 'slider' | 'side';

export const COMPARE_MODE_STORAGE_KEY = 'atelier.compareMode';
const MODES: readonly CompareMode[] = ['off', 'slider', 'side'];
const listeners = new Set<() => void>();
/** Holds the choice for this visit when storage refuses it (private mode, quota). */
let memory: CompareMode = 'off';

function read(): CompareMode {
  try {
    const stored = window.localStorage.getItem(COMPARE_MODE_STORAGE_KEY) as CompareMode | null;
    return stored && MODES.includes(stored) ? stored : memory;
  } catch {
    return memory;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The compare mode every viewer shares, kept in localStorage (other tabs follow through `storage`). */
export function useCompareMode(): [CompareMode, (mode: CompareMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => 'off' as const);
  const setMode = useCallback((next: CompareMode) => {
    memory = next;
    try {
      window.localStorage.setItem(COMPARE_MODE_STORAGE_KEY, next);
    } catch {
      // Storage refused: `memory` keeps the choice until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [mode, setMode];
}
