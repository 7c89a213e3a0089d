/**
 * Ends the current task: what follows runs in a new one. `scheduler.yield()` where the browser has it (the rest
 * keeps its place ahead of other queued work), else a zero timeout.
 */
export function yieldTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An evaluation step's end (react.ts says why): `evaluated` are values of the modules the step imports, used here
 * so tree-shaking keeps each import at this point of the chunk (an unused one is dropped, and its module would
 * evaluate later, in the next step's task).
 */
export function endStep(...evaluated: unknown[]): Promise<void> {
  if (!evaluated.every(Boolean)) throw new Error('evaluation step');
  return yieldTask();
}
