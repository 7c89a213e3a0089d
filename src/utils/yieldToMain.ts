/** `scheduler.yield()` where the browser has it (Chromium): the continuation runs before other queued tasks. */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: how a long
 * piece of start-up work is split (web.dev, "Optimize long tasks"). Chromium's `scheduler.yield()` resumes ahead of
 * other queued tasks; elsewhere a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
