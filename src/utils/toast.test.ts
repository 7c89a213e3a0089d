/** @jest-environment node */
import { TOAST_LIMIT, toast, toastStore } from './toast';

const messages = () => toastStore.getSnapshot().map((item) => item.message);

afterEach(() => {
  for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id);
});

describe('toast store', () => {
  it('queues toasts with their variant, in order', () => {
    toast.success('Saved');
    toast.error('Broken');
    toast.info('Note');
    toast.warning('Careful');
    expect(toastStore.getSnapshot().map(({ variant, message }) => [variant, message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Broken'],
      ['info', 'Note'],
      ['warning', 'Careful'],
    ]);
  });

  it(`keeps at most ${TOAST_LIMIT}, dropping the oldest`, () => {
    for (const n of [1, 2, 3, 4, 5, 6]) toast.info(`Message ${n}`);
    expect(messages()).toEqual(['Message 3', 'Message 4', 'Message 5', 'Message 6']);
  });

  it('drops a message that is already shown, until it is gone', () => {
    toast.error('Logout failed');
    toast.error('Logout failed');
    toast.warning('Logout failed');
    expect(messages()).toEqual(['Logout failed']);
    toastStore.dismiss(toastStore.getSnapshot()[0].id);
    toast.error('Logout failed');
    expect(messages()).toEqual(['Logout failed']);
  });

  it('tells subscribers about changes only, with a new snapshot each time', () => {
    const listener = jest.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const before = toastStore.getSnapshot();
    toast.success('Saved');
    const after = toastStore.getSnapshot();
    expect(after).not.toBe(before);
    toast.success('Saved');
    toastStore.dismiss(-1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot()).toBe(after);
    unsubscribe();
    toast.info('Unheard');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('empties when the last host goes, but not when a host remounts at once (StrictMode)', async () => {
    toast.info('Raised before mount');
    const detach = toastStore.attachHost();
    detach();
    const detachAgain = toastStore.attachHost();
    await Promise.resolve();
    expect(messages()).toEqual(['Raised before mount']);
    detachAgain();
    await Promise.resolve();
    expect(messages()).toEqual([]);
  });
});
