import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material';
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

/**
 * What a viewer needs to offer compare: the shared mode, whether side by side fits (from `md` up), and the view
 * to show while comparing (a phone wipes even when side by side was chosen on a wide screen).
 */
export function useCompare() {
  const [mode, setMode] = useCompareMode();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const view: 'slider' | 'side' = wide && mode === 'side' ? 'side' : 'slider';
  return { mode, setMode, wide, view, on: mode !== 'off' };
}
