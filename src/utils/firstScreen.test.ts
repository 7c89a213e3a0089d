import { afterFirstScreen, firstScreen } from './firstScreen';
import { whenIdle } from './schedule';

describe('the first-screen gate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    firstScreen.shown();
    jest.useRealTimers();
  });

  it('runs a task at once when no first screen is awaited', () => {
    const task = jest.fn();
    afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds tasks until the first screen is shown, and runs each once', () => {
    const task = jest.fn();
    firstScreen.await();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    firstScreen.shown();
    firstScreen.shown();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('lets a held task be cancelled', () => {
    const task = jest.fn();
    firstScreen.await();
    const cancel = afterFirstScreen(task);
    cancel();
    firstScreen.shown();
    expect(task).not.toHaveBeenCalled();
  });

  it('opens by itself after the cap when the first screen never reports', () => {
    const task = jest.fn();
    firstScreen.await(1000);
    afterFirstScreen(task);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(firstScreen.isPending()).toBe(false);
  });

  it('makes idle preloads wait for the first screen, then for idle time', () => {
    const preload = jest.fn();
    firstScreen.await();
    whenIdle(preload);
    jest.advanceTimersByTime(1000);
    expect(preload).not.toHaveBeenCalled();
    firstScreen.shown();
    expect(preload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
