import { useSyncExternalStore } from 'react';

/**
 * Where the user's attention is. Polling pauses while the tab is hidden; a task counts as finished
 * "meanwhile" when the tab was hidden or the window unfocused since its previous poll.
 */
let lastAwayAt = 0;

function markAway() {
  lastAwayAt = Date.now();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') markAway();
  });
  window.addEventListener('blur', markAway);
}

export const lastAwayTime = () => lastAwayAt;

export function isDocumentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export function isUserLooking(): boolean {
  return isDocumentVisible() && (typeof document === 'undefined' || document.hasFocus());
}

/** The screen the user is on (path and query), as a task's `path` records it. */
export const currentPath = () =>
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** Whether the user is on the screen a task was started on (the path; the query may change with tabs). */
export function isOnScreen(path: string | undefined): boolean {
  return !path || typeof window === 'undefined' || path.split('?')[0] === window.location.pathname;
}

export function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Re-renders when the tab is hidden or shown. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, isDocumentVisible, () => true);
}

/** Whether the browser says it is online (a failed request can still happen while it does). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders when the browser goes offline or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
