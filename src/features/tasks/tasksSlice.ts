import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_POLL_ERROR_RETRIES } from './constants';
import { RUNNING_STATUSES, TASK_STATUS, type TaskStatus } from './status';

/** What a view shows for a task it submitted or restored, until it succeeds. */
export type PendingPhase = 'pending' | 'processing' | 'failure' | 'cancel';
export type TaskKind = 'image' | 'video';

export interface PendingTask {
  tempId: string;
  scope: string;
  kind: TaskKind;
  /** Shown in announcements, e.g. "Inspiration". */
  label: string;
  recordId?: string;
  phase: PendingPhase;
  /** What was submitted (serialisable), kept so a failed task can be resubmitted. */
  submit?: unknown;
  reason?: string;
  errorMessage?: string;
  createdAt: number;
}

export interface CompletedTask {
  tempId: string;
  recordId: string;
  result: unknown;
}

/** The engine's bookkeeping for one polled record. */
export interface WatchState {
  status: TaskStatus;
  /** Consecutive failed polls. */
  errors: number;
  /** A terminal status arrived; one further poll follows (spec 2 §4). */
  terminalSeen: boolean;
  /** Polling is over for good: the further poll came back, or polling gave up on errors. */
  settled: boolean;
  /** Set only when polling gave up on errors; record reasons are read from the record itself. */
  reason?: string;
  lastPolledAt?: number;
}

export interface FinishedNotice {
  recordId: string;
  status: TaskStatus;
  label: string;
  reason?: string;
  toasted: boolean;
}

export interface TasksState {
  pending: Record<string, PendingTask[]>;
  completed: Record<string, CompletedTask[]>;
  watch: Record<string, WatchState>;
  /** Tasks that finished while the user was not looking; the title counts them. */
  unseen: FinishedNotice[];
}

const initialState: TasksState = { pending: {}, completed: {}, watch: {}, unseen: [] };

export interface RestoredRecord {
  recordId: string;
  status: TaskStatus;
  kind?: TaskKind;
  label?: string;
  createdAt?: number;
}

function eachItemOf(state: TasksState, recordId: string, visit: (item: PendingTask) => void) {
  for (const items of Object.values(state.pending)) {
    for (const item of items) if (item.recordId === recordId) visit(item);
  }
}

function failItems(
  state: TasksState,
  recordId: string,
  phase: PendingPhase,
  reason: string,
  message: string,
) {
  eachItemOf(state, recordId, (item) => {
    item.phase = phase;
    item.reason = reason;
    item.errorMessage = message;
  });
}

function watchOf(state: TasksState, recordId: string): WatchState {
  state.watch[recordId] ??= { status: TASK_STATUS.begin, errors: 0, terminalSeen: false, settled: false };
  return state.watch[recordId];
}

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskSubmitted(
      state,
      action: PayloadAction<
        Pick<PendingTask, 'tempId' | 'scope' | 'kind' | 'label' | 'submit' | 'createdAt'>
      >,
    ) {
      const item: PendingTask = { ...action.payload, phase: 'pending' };
      (state.pending[item.scope] ??= []).unshift(item);
    },
    taskRecordAssigned(state, action: PayloadAction<{ tempId: string; recordId: string }>) {
      for (const items of Object.values(state.pending)) {
        const item = items.find((candidate) => candidate.tempId === action.payload.tempId);
        if (item) item.recordId = action.payload.recordId;
      }
    },
    /** Submitting itself failed: the item goes; the caller says why. */
    taskRemoved(state, action: PayloadAction<{ tempId: string }>) {
      for (const scope of Object.keys(state.pending)) {
        state.pending[scope] = state.pending[scope].filter((item) => item.tempId !== action.payload.tempId);
      }
    },
    /** A resubmission failed: the item stays failed, with the submit data, to try again. */
    taskSubmitFailed(state, action: PayloadAction<{ tempId: string; message: string }>) {
      for (const items of Object.values(state.pending)) {
        const item = items.find((candidate) => candidate.tempId === action.payload.tempId);
        if (!item) continue;
        item.phase = 'failure';
        item.reason = action.payload.message;
        item.errorMessage = action.payload.message;
      }
    },
    /** Retry returns a failed item to pending with the same submit data and no record yet. */
    taskRetried(state, action: PayloadAction<{ tempId: string }>) {
      for (const items of Object.values(state.pending)) {
        const item = items.find((candidate) => candidate.tempId === action.payload.tempId);
        if (!item) continue;
        item.phase = 'pending';
        item.recordId = undefined;
        item.reason = undefined;
        item.errorMessage = undefined;
      }
    },
    /** On load, records still running for the current view come back as processing items. */
    tasksRestored(state, action: PayloadAction<{ scope: string; records: RestoredRecord[] }>) {
      const { scope, records } = action.payload;
      const items = (state.pending[scope] ??= []);
      for (const record of records) {
        if (!RUNNING_STATUSES.includes(record.status)) continue;
        if (state.watch[record.recordId]?.terminalSeen) continue;
        if (items.some((item) => item.recordId === record.recordId)) continue;
        items.push({
          tempId: `restored:${record.recordId}`,
          scope,
          kind: record.kind ?? 'image',
          label: record.label ?? 'Task',
          recordId: record.recordId,
          phase: record.status === TASK_STATUS.progress ? 'processing' : 'pending',
          createdAt: record.createdAt ?? Date.now(),
        });
      }
    },
    scopeCleared(state, action: PayloadAction<{ scope: string }>) {
      delete state.pending[action.payload.scope];
      delete state.completed[action.payload.scope];
    },
    taskPolled(
      state,
      action: PayloadAction<{
        recordId: string;
        status: TaskStatus;
        reason?: string;
        result?: unknown;
        at: number;
      }>,
    ) {
      const { recordId, status, reason, result, at } = action.payload;
      const watch = watchOf(state, recordId);
      watch.errors = 0;
      watch.lastPolledAt = at;
      if (watch.terminalSeen) {
        watch.settled = true;
        return;
      }
      watch.status = status;
      if (RUNNING_STATUSES.includes(status)) {
        eachItemOf(state, recordId, (item) => {
          if (status === TASK_STATUS.progress || item.phase === 'pending') item.phase = 'processing';
        });
        return;
      }
      watch.terminalSeen = true;
      if (status === TASK_STATUS.success) {
        for (const scope of Object.keys(state.pending)) {
          const done = state.pending[scope].filter((item) => item.recordId === recordId);
          if (!done.length) continue;
          state.pending[scope] = state.pending[scope].filter((item) => item.recordId !== recordId);
          const completed = (state.completed[scope] ??= []);
          for (const item of done) completed.unshift({ tempId: item.tempId, recordId, result });
        }
        return;
      }
      failItems(
        state,
        recordId,
        status === TASK_STATUS.cancel ? 'cancel' : 'failure',
        reason ?? '',
        reason ?? '',
      );
    },
    /** A poll failed; after the allowed retries the record fails with the error's message. */
    taskPollFailed(state, action: PayloadAction<{ recordId: string; message: string; at: number }>) {
      const { recordId, message, at } = action.payload;
      const watch = watchOf(state, recordId);
      if (watch.settled) return;
      watch.errors += 1;
      watch.lastPolledAt = at;
      if (watch.errors <= MAX_POLL_ERROR_RETRIES) return;
      watch.status = TASK_STATUS.failure;
      watch.terminalSeen = true;
      watch.settled = true;
      watch.reason = message;
      failItems(state, recordId, 'failure', message, message);
    },
    /** The server resubmitted a record (retry): it runs again under the same id. */
    taskWatchReset(state, action: PayloadAction<{ recordId: string }>) {
      state.watch[action.payload.recordId] = {
        status: TASK_STATUS.begin,
        errors: 0,
        terminalSeen: false,
        settled: false,
      };
      state.unseen = state.unseen.filter((notice) => notice.recordId !== action.payload.recordId);
    },
    taskAnnounced(state, action: PayloadAction<Omit<FinishedNotice, 'toasted'>>) {
      if (state.unseen.some((notice) => notice.recordId === action.payload.recordId)) return;
      state.unseen.push({ ...action.payload, toasted: false });
    },
    noticesToasted(state, action: PayloadAction<string[]>) {
      for (const notice of state.unseen) if (action.payload.includes(notice.recordId)) notice.toasted = true;
    },
    noticesSeen(state) {
      state.unseen = [];
    },
  },
  selectors: {
    selectPendingTasks: (state, scope: string) => state.pending[scope] ?? EMPTY_PENDING,
    selectCompletedTasks: (state, scope: string) => state.completed[scope] ?? EMPTY_COMPLETED,
    selectWatch: (state, recordId: string | undefined): WatchState | undefined =>
      recordId ? state.watch[recordId] : undefined,
    selectUnseen: (state) => state.unseen,
  },
});

const EMPTY_PENDING: PendingTask[] = [];
const EMPTY_COMPLETED: CompletedTask[] = [];

export const {
  taskSubmitted,
  taskRecordAssigned,
  taskRemoved,
  taskSubmitFailed,
  taskRetried,
  tasksRestored,
  scopeCleared,
  taskPolled,
  taskPollFailed,
  taskWatchReset,
  taskAnnounced,
  noticesToasted,
  noticesSeen,
} = tasksSlice.actions;

export const { selectPendingTasks, selectCompletedTasks, selectWatch, selectUnseen } = tasksSlice.selectors;
