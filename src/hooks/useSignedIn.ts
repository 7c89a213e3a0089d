import { useSyncExternalStore } from 'react';
import { isSignedIn } from '@/utils/cookies';

// Cookies do not announce changes, so whoever writes or removes the session cookies says so here.
const SESSION_EVENT = 'app:session-change';

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_EVENT, onChange);
  // Another tab may have signed in or out; the cookie is shared.
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** Spec 1 §4: signed in exactly when the access cookie exists. */
export function useSignedIn(): boolean {
  // The server snapshot serves the build's prerender (docs/decisions/0007), which says whose cookies it has.
  return useSyncExternalStore(subscribe, isSignedIn, isSignedIn);
}
