import { TOUR_POLL_MS, TOUR_TARGETS } from './constants';

/**
 * Spec 3 §4.6: waits for a step's target. `body` counts as found at once; any other selector is looked
 * for every `intervalMs` until the element exists — however long that takes (a slow route must not break
 * the tour; meanwhile the tour is paused). Returns a cancel function.
 */
export function waitForTarget(
  selector: string,
  onFound: () => void,
  { intervalMs = TOUR_POLL_MS, root = document }: { intervalMs?: number; root?: ParentNode } = {},
): () => void {
  if (selector === TOUR_TARGETS.welcome) {
    onFound();
    return () => {};
  }
  const timer = setInterval(() => {
    if (root.querySelector(selector)) {
      clearInterval(timer);
      onFound();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
