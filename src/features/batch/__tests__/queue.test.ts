import { BatchQueue, type QueueItemState } from '../queue';

/** A send whose outcome each test settles by hand, one per item. */
function harness(limit = 2) {
  const calls: string[] = [];
  const pending = new Map<
    string,
    { resolve: (ok: boolean, error?: string) => void; reject: (error: unknown) => void; accept: () => void }
  >();
  const states = new Map<string, QueueItemState>();
  let unauthorized = 0;
  let peak = 0;
  const queue = new BatchQueue({
    limit,
    send: (key, hooks) =>
      new Promise((resolve, reject) => {
        calls.push(key);
        peak = Math.max(peak, queue.running);
        pending.set(key, {
          resolve: (ok, error) => resolve({ ok, error }),
          reject,
          accept: () => hooks.accepted([`rec-${key}`]),
        });
      }),
    onChange: (key, state) => states.set(key, state),
    onUnauthorized: () => (unauthorized += 1),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const finish = async (key: string, ok = true, error?: string) => {
    pending.get(key)!.accept();
    pending.get(key)!.resolve(ok, error);
    await flush();
  };
  return {
    queue,
    calls,
    states,
    pending,
    finish,
    flush,
    peak: () => peak,
    unauthorized: () => unauthorized,
    state: (key: string) => states.get(key)?.state,
  };
}

const KEYS = ['a', 'b', 'c', 'd', 'e'];

describe('batch queue (issue 45 §1)', () => {
  it('keeps at most the limit in flight; the rest wait in the browser', async () => {
    const h = harness(2);
    h.queue.add(KEYS);
    expect(h.calls).toEqual(['a', 'b']);
    expect(h.queue.queued).toEqual(['c', 'd', 'e']);
    expect(h.state('c')).toBe('queued');
    await h.finish('a');
    expect(h.calls).toEqual(['a', 'b', 'c']);
    await h.finish('b');
    await h.finish('c');
    await h.finish('d');
    await h.finish('e');
    expect(h.peak()).toBeLessThanOrEqual(2);
    expect(KEYS.map(h.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(h.states.get('a')?.recordIds).toEqual(['rec-a']);
    await h.queue.whenIdle();
  });

  it('cancels what waits, lets what is in flight finish, and sends nothing more', async () => {
    const h = harness(2);
    h.queue.add(KEYS);
    h.queue.cancel();
    expect(['c', 'd', 'e'].map(h.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    await h.finish('a');
    await h.finish('b');
    expect(h.calls).toEqual(['a', 'b']);
    expect(['a', 'b'].map(h.state)).toEqual(['done', 'done']);
  });

  it('a failure mid-batch fails that item only; the others go on', async () => {
    const h = harness(1);
    h.queue.add(['a', 'b', 'c']);
    await h.finish('a');
    h.pending.get('b')!.reject(new Error('Mission submission failed.'));
    await h.flush();
    expect(h.state('b')).toBe('failed');
    expect(h.states.get('b')?.error).toBe('Mission submission failed.');
    expect(h.calls).toEqual(['a', 'b', 'c']);
    await h.finish('c', false, 'Task Failure');
    expect(h.states.get('c')).toEqual({ state: 'failed', recordIds: ['rec-c'], error: 'Task Failure' });
  });

  it('retries only the failed items, in one call', async () => {
    const h = harness(3);
    h.queue.add(['a', 'b', 'c']);
    await h.finish('a');
    await h.finish('b', false, 'Task Failure');
    await h.finish('c', false, 'Task Failure');
    h.queue.retryFailed();
    expect(h.calls).toEqual(['a', 'b', 'c', 'b', 'c']);
    await h.finish('b');
    await h.finish('c');
    expect(['a', 'b', 'c'].map(h.state)).toEqual(['done', 'done', 'done']);
    h.queue.retryFailed();
    expect(h.calls).toHaveLength(5);
  });

  it('a 401 mid-batch stops the queue and keeps every item not yet accepted, to resume after sign-in', async () => {
    const h = harness(1);
    h.queue.add(['a', 'b', 'c']);
    await h.finish('a');
    h.pending.get('b')!.reject(Object.assign(new Error('Unauthorized'), { status: 401 }));
    await h.flush();
    expect(h.unauthorized()).toBe(1);
    expect(h.queue.isStopped).toBe(true);
    expect(h.queue.queued).toEqual(['b', 'c']);
    expect(['a', 'b', 'c'].map(h.state)).toEqual(['done', 'queued', 'queued']);
    expect(h.calls).toEqual(['a', 'b']);
    await h.queue.whenIdle();
    h.queue.resume();
    expect(h.calls).toEqual(['a', 'b', 'b']);
    await h.finish('b');
    await h.finish('c');
    expect(['a', 'b', 'c'].map(h.state)).toEqual(['done', 'done', 'done']);
  });

  it('watches items the server already has without sending them, counting them in flight', async () => {
    const h = harness(2);
    const sending: string[] = [];
    const states = h.states;
    h.queue.adopt(['a']);
    h.queue.add(['b', 'c']);
    // 'a' is in flight (on the server): one slot is left, for 'b'; 'c' waits.
    expect(h.calls).toEqual(['a', 'b']);
    expect(h.queue.queued).toEqual(['c']);
    for (const [key, state] of states) if (state.state === 'sending') sending.push(key);
    expect(sending).toEqual(['b']);
    await h.finish('a');
    expect(h.calls).toEqual(['a', 'b', 'c']);
  });

  it('drops what was cancelled elsewhere, and halted tells nothing more', async () => {
    const h = harness(1);
    h.queue.add(['a', 'b', 'c']);
    h.queue.drop(['b']);
    expect(h.queue.queued).toEqual(['c']);
    expect(h.state('b')).toBe('queued');
    h.queue.halt();
    await h.finish('a');
    expect(h.state('a')).toBe('sending');
    expect(h.calls).toEqual(['a']);
    await h.queue.whenIdle();
  });
});
