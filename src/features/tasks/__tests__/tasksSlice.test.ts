import {
  selectCompletedTasks,
  selectPendingTasks,
  taskPolled,
  taskPollFailed,
  taskRecordAssigned,
  taskRemoved,
  taskRetried,
  tasksRestored,
  tasksSlice,
  taskSubmitted,
  taskWatchReset,
  type TasksState,
} from '../tasksSlice';

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

describe('tasksSlice', () => {
  it('submit → pending with its submit data → processing on a running poll', () => {
    let state = submitted();
    expect(state.pending.view[0]).toMatchObject({
      phase: 'pending',
      recordId: 'r1',
      submit: { prompt: 'p' },
    });
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'progress', at: 2 }));
    expect(state.pending.view[0].phase).toBe('processing');
  });

  it('success removes the pending item and adds the result', () => {
    const state = reducer(
      submitted(),
      taskPolled({ recordId: 'r1', status: 'success', result: ['img'], at: 2 }),
    );
    expect(selectPendingTasks(root(state), 'view')).toEqual([]);
    expect(selectCompletedTasks(root(state), 'view')).toEqual([
      { tempId: 't1', recordId: 'r1', result: ['img'] },
    ]);
    expect(state.watch.r1).toMatchObject({ terminalSeen: true, settled: false });
  });

  it('the poll after the terminal one settles the record', () => {
    let state = reducer(submitted(), taskPolled({ recordId: 'r1', status: 'failure', reason: 'bad', at: 2 }));
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'failure', reason: 'bad', at: 3 }));
    expect(state.watch.r1.settled).toBe(true);
  });

  it.each([
    ['failure', 'failure'],
    ['cancel', 'cancel'],
  ] as const)('%s keeps the item with its reason', (status, phase) => {
    const state = reducer(submitted(), taskPolled({ recordId: 'r1', status, reason: 'Why', at: 2 }));
    expect(state.pending.view[0]).toMatchObject({ phase, reason: 'Why', errorMessage: 'Why' });
  });

  it('fails the item after the allowed polling error retries', () => {
    let state = submitted();
    for (let i = 0; i < 3; i += 1)
      state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'down', at: i }));
    expect(state.pending.view[0].phase).toBe('pending');
    state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'down', at: 4 }));
    expect(state.pending.view[0]).toMatchObject({ phase: 'failure', reason: 'down' });
    expect(state.watch.r1.settled).toBe(true);
  });

  it('a good poll resets the error count', () => {
    let state = submitted();
    for (let i = 0; i < 3; i += 1)
      state = reducer(state, taskPollFailed({ recordId: 'r1', message: 'down', at: i }));
    state = reducer(state, taskPolled({ recordId: 'r1', status: 'progress', at: 5 }));
    expect(state.watch.r1.errors).toBe(0);
  });

  it('retry returns the failed item to pending with the same data', () => {
    let state = reducer(submitted(), taskPolled({ recordId: 'r1', status: 'failure', reason: 'x', at: 2 }));
    state = reducer(state, taskRetried({ tempId: 't1' }));
    expect(state.pending.view[0]).toMatchObject({
      phase: 'pending',
      recordId: undefined,
      submit: { prompt: 'p' },
    });
    expect(state.pending.view[0].reason).toBeUndefined();
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
    expect(state.pending.view.map((item) => [item.recordId, item.phase])).toEqual([
      ['r1', 'pending'],
      ['r2', 'processing'],
      ['r3', 'pending'],
    ]);
  });

  it('removes items and resets a retried record', () => {
    let state = reducer(submitted(), taskPolled({ recordId: 'r1', status: 'failure', at: 2 }));
    state = reducer(state, taskWatchReset({ recordId: 'r1' }));
    expect(state.watch.r1).toMatchObject({ status: 'begin', terminalSeen: false });
    state = reducer(state, taskRemoved({ tempId: 't1' }));
    expect(state.pending.view).toEqual([]);
  });
});
