import { afterFirstScreen } from './firstScreen';

// When work that can wait runs: after the next paints, when the browser is idle, after the first screen.

/** Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel. */
export function onIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` after the browser has painted twice more (a picture decoded off the main thread may reach the screen
 * a frame after its load event); returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  if (typeof window.requestAnimationFrame !== 'function') {
    const handle = window.setTimeout(task, 0);
    return () => window.clearTimeout(handle);
  }
  // Declared first: a test's requestAnimationFrame may call back at once.
  let handle = 0;
  handle = window.requestAnimationFrame(() => {
    handle = window.requestAnimationFrame(() => {
      handle = window.setTimeout(task, 0);
    });
  });
  return () => {
    window.cancelAnimationFrame(handle);
    window.clearTimeout(handle);
  };
}

/**
 * Runs `task` once the page's first screen is shown (utils/firstScreen) and then the browser is idle: work that
 * can wait does not compete with the first screen's pictures.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelIdle = () => {};
  const cancelWait = afterFirstScreen(() => {
    cancelIdle = onIdle(task, timeout);
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}
