import { makeStore } from '@/app/store';
import { tasksApi } from '../api';
import { retryTaskIdOf } from '../hooks/useRetryRecord';
import { makeSelectScopeTasks, taskPhaseOf } from '../taskView';
import {
  selectPendingTasks,
  taskPolled,
  taskPollFailed,
  pollBackoffReset,
  taskRecordAssigned,
  taskRemoved,
  taskRetried,
  tasksRestored,
  tasksSlice,
  taskSubmitFailed,
  taskSubmitted,
  taskWatchReset,
  type TasksState,
} from '../tasksSlice';
import type { GenerationRecord } from '../types';

const reducer = tasksSlice.reducer;
const root = (tasks: TasksState) => ({ tasks });

function submitted(): TasksState {
  let state = reducer(undefined, { type: 'init' });
  state = reducer(
    state,
    taskSubmitted({
      tempId: 't1',
      scope: 'view',
      kind: 'image',
      label: 'Vary',
      submit: { prompt: 'p' },
      createdAt: 1,
    }),
  );
  return reducer(state, taskRecordAssigned({ tempId: 't1', recordId: 'r1' }));
}

const record = (status: string, extra: Partial<GenerationRecord> = {}) =>
  ({ record_id: 'r1', status, record_tasks: [], result: [], ...extra }) as unknown as GenerationRecord;

/** Keys of everything the record endpoint returns; none of them may live in the slice. */
const SERVER_FIELDS = ['status', 'result', 'reason', 'phase', 'errorMessage', 'progress', 'record_tasks'];

function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      if (key !== 'submit') keysDeep(inner, found);
    }
  }
  return found;
}

describe('tasksSlice', () => {
  it('keeps the typed submit data, the temp id, start time and scope of a submission', () => {
    const state = submitted();
    expect(state.pending.view[0]).toEqual({
      tempId: 't1',
      scope: 'view',
      kind: 'image',
      label: 'Vary',
      recordId: 'r1',
      submit: { prompt: 'p' },
      createdAt: 1,
    });
  });

  it('copies nothing the server returns, whatever the polls say', () => {
    let state = submitted();
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'progress', at: 2 }));
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'success', at: 3 }));
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'success', at: 4 }));
    const keys = keysDeep(state);
    for (const field of SERVER_FIELDS) expect(keys.has(field)).toBe(false);
  });

  it('a terminal poll is followed by one further poll, which settles the record', () => {
    let state = reducer(submitted(), taskPolled({ recordId: 'r1', status: 'failure', at: 2 }));
    expect(state.watch.r1).toMatchObject({ terminalSeen: true, settled: false });
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'failure', at: 3 }));
    expect(state.watch.r1.settled).toBe(true);
  });

  it('never fails a record on failed polls: it stays pending, counting them for the backoff', () => {
    let state = submitted();
    for (let i = 0; i < 10; i += 1)
      state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'down', at: i }));
    expect(state.watch.r1).toMatchObject({ errors: 10, settled: false, terminalSeen: false });
    expect(state.watch.r1.reason).toBeUndefined();
    state = reducer(state, pollBackoffReset());
    expect(state.watch.r1.errors).toBe(0);
  });

  it('fails a record the server says it does not have (404), after the allowed retries', () => {
    let state = submitted();
    for (let i = 0; i < 3; i += 1)
      state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'Not found', at: i, notFound: true }));
    expect(state.watch.r1.settled).toBe(false);
    state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'Not found', at: 4, notFound: true }));
    expect(state.watch.r1).toMatchObject({ settled: true, reason: 'Not found' });
  });

  it('a good poll resets the error count', () => {
    let state = submitted();
    for (let i = 0; i < 3; i += 1)
      state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'down', at: i }));
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'progress', at: 5 }));
    expect(state.watch.r1.errors).toBe(0);
  });

  it('retry returns the item to pending with the same data and no record', () => {
    let state = reducer(submitted(), taskSubmitFailed({ tempId: 't1', message: 'No' }));
    expect(state.pending.view[0].submitError).toBe('No');
    state = reducer(state, taskRetried({ tempId: 't1' }));
    expect(state.pending.view[0]).toMatchObject({ recordId: undefined, submit: { prompt: 'p' } });
    expect(state.pending.view[0].submitError).toBeUndefined();
  });

  it('restores running records once, skipping finished and known ones', () => {
    let state = submitted();
    state = reducer(state, taskPolled({ recordId: 'done', status: 'success', at: 1 }));
    const records = [
      { recordId: 'r1', status: 'progress' as const },
      { recordId: 'r2', status: 'progress' as const },
      { recordId: 'r3', status: 'begin' as const },
      { recordId: 'r4', status: 'failure' as const },
      { recordId: 'done', status: 'progress' as const },
    ];
    state = reducer(state, tasksRestored({ scope: 'view', records }));
    state = reducer(state, tasksRestored({ scope: 'view', records }));
    expect(selectPendingTasks(root(state), 'view').map((item) => item.recordId)).toEqual(['r1', 'r2', 'r3']);
  });

  it('removes items and resets a retried record', () => {
    let state = reducer(submitted(), taskPolled({ recordId: 'r1', status: 'failure', at: 2 }));
    state = reducer(state, taskWatchReset({ recordId: 'r1' }));
    expect(state.watch.r1).toEqual({ errors: 0, terminalSeen: false, settled: false });
    state = reducer(state, taskRemoved({ tempId: 't1' }));
    expect(state.pending.view).toEqual([]);
  });
});

describe('taskPhaseOf (phase from the cached record)', () => {
  const item = { recordId: 'r1' };
  it.each([
    ['begin', 'processing'],
    ['IN_PROGRESS', 'processing'],
    ['SUCCESS', 'success'],
  ])('%s → %s', (status, phase) => {
    expect(taskPhaseOf(item, record(status), undefined).phase).toBe(phase);
  });

  it('is pending before a record id or a first answer', () => {
    expect(taskPhaseOf({}, undefined, undefined)).toEqual({ phase: 'pending' });
    expect(taskPhaseOf(item, undefined, undefined)).toEqual({ phase: 'pending' });
  });

  it('reads the failure reason from the record, with the caller fallback', () => {
    expect(taskPhaseOf(item, record('failure', { message: 'Why' } as never), undefined)).toEqual({
      phase: 'failure',
      reason: 'Why',
    });
    expect(taskPhaseOf(item, record('cancel'), undefined, 'Unknown error')).toEqual({
      phase: 'cancel',
      reason: 'Unknown error',
    });
  });

  it('fails with the local reason when polling gave up or a resubmission was refused', () => {
    const watch = { errors: 4, terminalSeen: true, settled: true, reason: 'down' };
    expect(taskPhaseOf(item, record('progress'), watch)).toEqual({ phase: 'failure', reason: 'down' });
    expect(taskPhaseOf({ submitError: 'No credits' }, undefined, undefined)).toEqual({
      phase: 'failure',
      reason: 'No credits',
    });
  });
});

describe('makeSelectScopeTasks', () => {
  it('joins the local items with their cached records, typed by the caller', async () => {
    const store = makeStore();
    store.dispatch(
      taskSubmitted({ tempId: 't1', scope: 's', kind: 'image', label: 'x', submit: { n: 1 }, createdAt: 1 }),
    );
    store.dispatch(taskRecordAssigned({ tempId: 't1', recordId: 'r1' }));
    const select = makeSelectScopeTasks<{ n: number }>('s');
    expect(select(store.getState()).items[0]).toMatchObject({ phase: 'pending', canRetry: true });
    await store.dispatch(tasksApi.util.upsertQueryData('getTask', { record_id: 'r1' }, record('success')));
    const { items, completed } = select(store.getState());
    expect(items).toEqual([]);
    const typed: number | undefined = completed[0].submit?.n;
    expect(typed).toBe(1);
    expect(completed[0].phase).toBe('success');
    expect(select(store.getState())).toBe(select(store.getState()));
    const before = select(store.getState());
    await store.dispatch(
      tasksApi.util.upsertQueryData('getTask', { record_id: 'other' }, record('progress')),
    );
    expect(select(store.getState())).toBe(before);
  });
});

describe('retryTaskIdOf (which sub-task the engine resubmits)', () => {
  it('takes the failed sub-task, else the first, else the record', () => {
    const tasks = [
      { task_id: 'a', status: 'success' },
      { task_id: 'b', status: 'FAILED' },
    ] as GenerationRecord['record_tasks'];
    expect(retryTaskIdOf({ record_id: 'r', record_tasks: tasks })).toBe('b');
    expect(retryTaskIdOf({ record_id: 'r', record_tasks: tasks.slice(0, 1) })).toBe('a');
    expect(retryTaskIdOf({ record_id: 'r', record_tasks: [] })).toBe('r');
  });
});
