import { storedPreference, useStoredPreference } from '@/hooks/useStoredPreference';

/** Off by default; the choice is remembered for every viewer of the browser (issue 29 §1). */
export type CompareMode = 'off' | 'slider' | 'side';

export const COMPARE_MODE_STORAGE_KEY = 'atelier.compareMode';
const MODES: readonly CompareMode[] = ['off', 'slider', 'side'];

export const compareModePreference = storedPreference<CompareMode>(COMPARE_MODE_STORAGE_KEY, 'off', {
  parse: (raw) => (MODES.includes(raw as CompareMode) ? (raw as CompareMode) : undefined),
});

/** The compare mode every viewer shares, kept in localStorage (other tabs follow through `storage`). */
export function useCompareMode(): [CompareMode, (mode: CompareMode) => void] {
  return useStoredPreference(compareModePreference);
}
