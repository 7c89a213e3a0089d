import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { AppDispatch } from './store';

/** Spec 1 §9 "focus refresh 5 s": refetch on focus at most once every 5 seconds. */
export const FOCUS_THROTTLE_MS = 5_000;

export function setupThrottledListeners(dispatch: AppDispatch) {
  return setupListeners(dispatch, (dispatch, { onFocus, onFocusLost, onOnline, onOffline }) => {
    let last = 0;
    const handleFocus = () => {
      const now = Date.now();
      if (now - last < FOCUS_THROTTLE_MS) return;
      last = now;
      dispatch(onFocus());
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') handleFocus();
      else dispatch(onFocusLost());
    };
    const handleOnline = () => dispatch(onOnline());
    const handleOffline = () => dispatch(onOffline());
    window.addEventListener('visibilitychange', handleVisibility, false);
    window.addEventListener('focus', handleFocus, false);
    window.addEventListener('online', handleOnline, false);
    window.addEventListener('offline', handleOffline, false);
    return () => {
      window.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('focus', handleFocus);
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  });
}
