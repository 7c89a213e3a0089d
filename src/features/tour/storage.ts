import { TOUR_DISMISSED_KEY, TOUR_DISMISSED_VALUE, tourSeenKey } from './constants';

// Spec 3 §4.6: storage access errors are ignored silently (private mode, quota, blocked storage).

export function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(TOUR_DISMISSED_KEY) === TOUR_DISMISSED_VALUE;
  } catch {
    return false;
  }
}

export function writeDismissed(dismissed: boolean): void {
  try {
    if (dismissed) window.localStorage.setItem(TOUR_DISMISSED_KEY, TOUR_DISMISSED_VALUE);
    else window.localStorage.removeItem(TOUR_DISMISSED_KEY);
  } catch {
    // Ignored: the dismissal lasts for this page load only.
  }
}

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
