import { storedPreference } from '@/hooks/useStoredPreference';
import { TOUR_DISMISSED_KEY, TOUR_DISMISSED_VALUE, tourSeenKey } from './constants';

// Spec 3 §4.6: storage access errors are ignored silently (private mode, quota, blocked storage): the dismissal
// then lasts for this page load only.

const dismissedPreference = storedPreference<boolean>(TOUR_DISMISSED_KEY, false, {
  parse: (raw) => raw === TOUR_DISMISSED_VALUE,
  // Kept only while dismissed; reopening the tour removes the key.
  serialize: (dismissed) => (dismissed ? TOUR_DISMISSED_VALUE : null),
});

export const readDismissed = (): boolean => dismissedPreference.read();
export const writeDismissed = (dismissed: boolean): void => dismissedPreference.write(dismissed);

// Users seen while storage refused the flag: the tour then starts once per page load, not on every render.
const seenWithoutStorage = new Set<string>();

/** Spec 1 §3: `tourSeen:{email}`, set the first time a user is seen signed in. */
export function hasSeenTour(email: string): boolean {
  if (seenWithoutStorage.has(email)) return true;
  try {
    return window.localStorage.getItem(tourSeenKey(email)) !== null;
  } catch {
    return false;
  }
}

export function markTourSeen(email: string): void {
  try {
    window.localStorage.setItem(tourSeenKey(email), '1');
  } catch {
    seenWithoutStorage.add(email);
  }
}
