/**
 * The first-screen gate (docs/architecture.md "First paint"). A page opened on a screen that loads its first screenful first
 * (a route with `handle.awaitsFirstScreen`: Explore, image detail) holds back what that screen does not need — idle
 * preloads of overlays, the category tree, the tour's chunk, the Markdown renderer, image detail's gallery — until
 * the screen reports itself shown, so its pictures have the connection and the main thread to themselves. A page
 * that awaits nothing never closes the gate.
 */

/** Longest hold when the first screen never reports itself shown (a slow feed, the user left). */
export const FIRST_SCREEN_CAP_MS = 5000;

let pending = false;
let cap: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const firstScreen = {
  isPending: () => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The page opened on a first screen that will report itself shown. */
  await(capMs = FIRST_SCREEN_CAP_MS) {
    pending = true;
    clearTimeout(cap);
    cap = setTimeout(firstScreen.shown, capMs);
    emit();
  },
  shown() {
    clearTimeout(cap);
    if (!pending) return;
    pending = false;
    emit();
  },
};

/** Runs `task` once no first screen is pending (at once when none is); returns a cancel. */
export function afterFirstScreen(task: () => void): () => void {
  if (!pending) {
    task();
    return () => undefined;
  }
  const unsubscribe = firstScreen.subscribe(() => {
    if (pending) return;
    unsubscribe();
    task();
  });
  return unsubscribe;
}
