import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("resumes in a later task, not in this task's microtasks", async () => {
    jest.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => (resumed = true));
    // Every microtask of the current task has run: still waiting for the next task.
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(0);
    await yielded;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
