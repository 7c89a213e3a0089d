import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/hooks/useLanguage';
import { MAX_POLL_ERROR_RETRIES } from './constants';
import { RUNNING_STATUSES, type TaskStatus } from './status';

export type TaskKind = 'image' | 'video';

/**
 * A task a view submitted or restored: only what the server does not know. Its status, results and
 * failure reason are read from the RTK Query cache (`getTask`), never copied here (see `taskView.ts`).
 */
export interface PendingTask<S = unknown> {
  tempId: string;
  scope: string;
  kind: TaskKind;
  /** Shown in announcements, e.g. "Inspiration". */
  label: string;
  /** The language `label` was written in: a notice after a language switch names the task in the new one. */
  labelLanguage?: Language;
  recordId?: string;
  /** What was submitted (serialisable, typed by the view that submits), kept to resubmit a failed task. */
  submit?: S;
  createdAt: number;
  /** A resubmission was refused before the server made a record; the server never heard of it. */
  submitError?: string;
  /** The screen it was started on (path and query): what a notice opens, and where the user already sees it. */
  path?: string;
}

/** The engine's bookkeeping for one polled record (the record itself lives in the cache). */
export interface WatchState {
  /** Consecutive failed polls (they set the backoff of the next one). */
  errors: number;
  /** A terminal status arrived; one further poll follows (spec 2 §4). */
  terminalSeen: boolean;
  /** Polling is over for good: the further poll came back, or the server has no such record. */
  settled: boolean;
  /** Set only when the server answered that it has no such record; record reasons come from the record. */
  reason?: string;
  lastPolledAt?: number;
}

export interface FinishedNotice {
  recordId: string;
  status: TaskStatus;
  /** The name the screen gave the task; without one the announcer names it by `labelKey`, in the user's language. */
  label?: string;
  /** The language `label` is in; in any other, the announcer names the task by `labelKey` instead. */
  labelLanguage?: Language;
  /** A function key ('imageChat'), or 'photoset' for a batch. */
  labelKey?: string;
  reason?: string;
  /** The screen that shows it (see `PendingTask.path`). */
  path?: string;
  toasted: boolean;
}

export interface TasksState {
  pending: Record<string, PendingTask[]>;
  watch: Record<string, WatchState>;
  /** Tasks that finished while the user was not looking; the title counts them. */
  unseen: FinishedNotice[];
  /**
   * Records that belong to a group the browser runs (a batch over many products, issue 45 §1): the group is
   * announced once when it ends, its records not one by one. Record id → group id.
   */
  grouped?: Record<string, string>;
}

const initialState: TasksState = { pending: {}, watch: {}, unseen: [] };

export interface RestoredRecord {
  recordId: string;
  status: TaskStatus;
  kind?: TaskKind;
  label?: string;
  labelLanguage?: Language;
  createdAt?: number;
}

function findItem(state: TasksState, tempId: string): PendingTask | undefined {
  for (const items of Object.values(state.pending)) {
    const item = items.find((candidate) => candidate.tempId === tempId);
    if (item) return item;
  }
  return undefined;
}

function watchOf(state: TasksState, recordId: string): WatchState {
  state.watch[recordId] ??= { errors: 0, terminalSeen: false, settled: false };
  return state.watch[recordId];
}

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskSubmitted(
      state,
      action: PayloadAction<
        Pick<
          PendingTask,
          'tempId' | 'scope' | 'kind' | 'label' | 'labelLanguage' | 'submit' | 'createdAt' | 'path'
        >
      >,
    ) {
      (state.pending[action.payload.scope] ??= []).unshift({ ...action.payload });
    },
    taskRecordAssigned(state, action: PayloadAction<{ tempId: string; recordId: string }>) {
      const item = findItem(state, action.payload.tempId);
      if (item) item.recordId = action.payload.recordId;
    },
    /** Submitting itself failed: the item goes; the caller says why. */
    taskRemoved(state, action: PayloadAction<{ tempId: string }>) {
      for (const scope of Object.keys(state.pending)) {
        state.pending[scope] = state.pending[scope].filter((item) => item.tempId !== action.payload.tempId);
      }
    },
    /** A resubmission failed: the item stays failed, with the submit data, to try again. */
    taskSubmitFailed(state, action: PayloadAction<{ tempId: string; message: string }>) {
      const item = findItem(state, action.payload.tempId);
      if (item) item.submitError = action.payload.message;
    },
    /** Retry returns a failed item to pending with the same submit data and no record yet (spec 3 §4.1). */
    taskRetried(state, action: PayloadAction<{ tempId: string }>) {
      const item = findItem(state, action.payload.tempId);
      if (!item) return;
      item.recordId = undefined;
      item.submitError = undefined;
    },
    /** On load, records still running for the current view come back as items and are polled. */
    tasksRestored(state, action: PayloadAction<{ scope: string; records: RestoredRecord[]; path?: string }>) {
      const { scope, records, path } = action.payload;
      const items = (state.pending[scope] ??= []);
      for (const record of records) {
        if (!RUNNING_STATUSES.includes(record.status)) continue;
        if (state.watch[record.recordId]?.terminalSeen) continue;
        if (items.some((item) => item.recordId === record.recordId)) continue;
        items.push({
          tempId: `restored:${record.recordId}`,
          scope,
          kind: record.kind ?? 'image',
          // Named by the view that restores it (usePendingTasks), in the user's language.
          label: record.label ?? '',
          labelLanguage: record.labelLanguage,
          recordId: record.recordId,
          createdAt: record.createdAt ?? Date.now(),
          path,
        });
      }
    },
    scopeCleared(state, action: PayloadAction<{ scope: string }>) {
      delete state.pending[action.payload.scope];
    },
    /** A poll answered; the status only decides the polling bookkeeping, the record stays in the cache. */
    taskPolled(state, action: PayloadAction<{ recordId: string; status: TaskStatus; at: number }>) {
      const { recordId, status, at } = action.payload;
      const watch = watchOf(state, recordId);
      watch.errors = 0;
      watch.lastPolledAt = at;
      if (watch.terminalSeen) watch.settled = true;
      else if (!RUNNING_STATUSES.includes(status)) watch.terminalSeen = true;
    },
    /**
     * A poll failed. A failed poll is not a failed task (issue 41 §6): the record stays pending and polling backs
     * off; only a 404 (the server has no such record), past the allowed retries, fails it with that answer.
     */
    taskPollFailed(
      state,
      action: PayloadAction<{ recordId: string; message: string; at: number; notFound?: boolean }>,
    ) {
      const { recordId, message, at, notFound = false } = action.payload;
      const watch = watchOf(state, recordId);
      if (watch.settled) return;
      watch.errors += 1;
      watch.lastPolledAt = at;
      if (!notFound || watch.errors <= MAX_POLL_ERROR_RETRIES) return;
      watch.terminalSeen = true;
      watch.settled = true;
      watch.reason = message;
    },
    /** The network is back: failed polls start again from the spec's 3 s rhythm instead of the backed-off wait. */
    pollBackoffReset(state) {
      for (const watch of Object.values(state.watch)) if (!watch.settled) watch.errors = 0;
    },
    /** The server resubmitted a record (retry): it runs again under the same id. */
    taskWatchReset(state, action: PayloadAction<{ recordId: string }>) {
      state.watch[action.payload.recordId] = { errors: 0, terminalSeen: false, settled: false };
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
    recordsGrouped(state, action: PayloadAction<{ group: string; recordIds: readonly string[] }>) {
      const grouped = (state.grouped ??= {});
      for (const recordId of action.payload.recordIds) grouped[recordId] = action.payload.group;
    },
  },
  selectors: {
    selectPendingTasks: (state, scope: string) => state.pending[scope] ?? EMPTY_PENDING,
    selectWatch: (state, recordId: string | undefined): WatchState | undefined =>
      recordId ? state.watch[recordId] : undefined,
    selectUnseen: (state) => state.unseen,
  },
});

const EMPTY_PENDING: PendingTask[] = [];

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
  pollBackoffReset,
  taskWatchReset,
  taskAnnounced,
  noticesToasted,
  noticesSeen,
  recordsGrouped,
} = tasksSlice.actions;

export const { selectPendingTasks, selectWatch, selectUnseen } = tasksSlice.selectors;
