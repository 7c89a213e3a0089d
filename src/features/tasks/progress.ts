import { FAKE_PROGRESS_CAP, FAKE_PROGRESS_DURATION_MS, PROGRESS_START_KEY_PREFIX } from './constants';

/**
 * The fake progress of an image task (spec 3 §4.1): ease-out over 30 s, so the bar moves fast at
 * first and slows down, never reaching 100 before the server says the task is done.
 */
export function fakeProgress(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  const t = Math.min(elapsedMs / FAKE_PROGRESS_DURATION_MS, 1);
  const eased = 1 - (1 - t) ** 3;
  return Math.min(FAKE_PROGRESS_CAP, Math.floor(eased * 100));
}

const keyOf = (recordId: string | number) => `${PROGRESS_START_KEY_PREFIX}${recordId}`;

/** Storage access can throw (private mode, quota); progress then simply restarts. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored start time of a record, writing `fallback` (default now) when none is stored yet. */
export function progressStart(recordId: string | number, fallback: number = Date.now()): number {
  const store = storage();
  try {
    const stored = Number(store?.getItem(keyOf(recordId)));
    if (stored > 0) return stored;
    store?.setItem(keyOf(recordId), String(fallback));
  } catch {
    // Unwritable storage: the bar restarts after a reload, nothing worse.
  }
  return fallback;
}

export function clearProgressStart(recordId: string | number): void {
  try {
    storage()?.removeItem(keyOf(recordId));
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
