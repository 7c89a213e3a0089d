import { useEffect, useRef } from 'react';

/**
 * Back closes the overlay instead of leaving the page (issue 26; what phone users expect).
 *
 * While overlays are open, one history entry per overlay sits on top of the page's entry: same URL, the router's own
 * state copied (so the router sees the same location), plus a depth mark. Back pops the top entry and the topmost
 * overlay closes. An overlay closed any other way (✕, Escape, Cancel, a done action) takes its entry back with it, so
 * no extra entry is left behind. Navigating from inside an overlay should replace its entry
 * (`navigate(to, { replace: overlayEntryOnTop() })`), so Back from the next page lands on the page, not on a dead
 * entry.
 *
 * All overlays share one stack and history is reconciled once per tick, so an overlay that closes while another opens
 * (Terms → Google consent) or StrictMode's mount–unmount–mount moves history at most once.
 */

const DEPTH = 'overlayDepth';
const SESSION = 'overlaySession';
/** Marks entries pushed by this page load; entries from before a reload are not ours. */
const session = Math.random().toString(36).slice(2);

interface Overlay {
  close: () => void;
}

const stack: Overlay[] = [];
/** How many of our entries sit on top of the page's entry, as far as we know. */
let pushed = 0;
/** A `history.go` of ours is on its way; reconcile when its popstate arrives. */
let popping = false;
let scheduled = false;
let listening = false;

function depthOf(state: unknown): number {
  if (!state || typeof state !== 'object') return 0;
  const record = state as Record<string, unknown>;
  return record[SESSION] === session && typeof record[DEPTH] === 'number' ? record[DEPTH] : 0;
}

/** True while the current history entry is an overlay's: navigate with `replace` from inside an overlay. */
export function overlayEntryOnTop(): boolean {
  return typeof window !== 'undefined' && depthOf(window.history.state) > 0;
}

function reconcile() {
  scheduled = false;
  if (popping) return;
  const current = depthOf(window.history.state);
  // The app navigated while overlays were open: our entries are behind the current one, leave them be.
  if (current !== pushed) pushed = current;
  if (stack.length < pushed) {
    popping = true;
    window.history.go(stack.length - pushed);
    return;
  }
  while (pushed < stack.length) {
    pushed += 1;
    const state: unknown = window.history.state;
    const base = state && typeof state === 'object' ? state : {};
    window.history.pushState({ ...base, [DEPTH]: pushed, [SESSION]: session }, '');
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A promise, not queueMicrotask: tests' fake timers leave promises alone.
  void Promise.resolve().then(reconcile);
}

function onPopState(event: PopStateEvent) {
  const depth = depthOf(event.state);
  if (popping) {
    popping = false;
  } else if (depth < pushed) {
    // Back over `pushed - depth` overlay entries: that many topmost overlays close.
    const closing = stack.splice(depth);
    closing.reverse().forEach((overlay) => overlay.close());
  }
  pushed = depth;
  schedule();
}

function track(overlay: Overlay) {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  stack.push(overlay);
  schedule();
}

function untrack(overlay: Overlay) {
  const index = stack.indexOf(overlay);
  if (index === -1) return; // Already closed by Back.
  stack.splice(index, 1);
  schedule();
}

/** While `open`, Back calls `onClose` instead of leaving the page; see the module comment. */
export function useBackToClose(open: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const overlay: Overlay = { close: () => latest.current() };
    track(overlay);
    return () => untrack(overlay);
  }, [open]);
}
