import { createSelector } from '@reduxjs/toolkit';
import { tasksApi } from './api';
import { resolveFailureReason } from './failureReason';
import { tasksT } from './i18n';
import { normalizeStatus, TASK_STATUS } from './status';
import type { PendingTask, TasksState, WatchState } from './tasksSlice';
import type { GenerationRecord } from './types';

/** Spec 3 §4.1: submitted → pending; a poll of an unfinished record → processing; then its end. */
export type TaskPhase = 'pending' | 'processing' | 'success' | 'failure' | 'cancel';

/** A view's task as screens see it: the local item plus what the cached record says about it. */
export interface TaskItem<S = unknown> extends PendingTask<S> {
  phase: TaskPhase;
  /** Why it failed (failure or cancel). */
  reason?: string;
  /** Spec 3 §4.1: a failed task offers 'Retry' only when its submit data exists, else shows 'Failed'. */
  canRetry: boolean;
}

/** The phase of one item, from its record in the cache and the engine's polling bookkeeping. */
export function taskPhaseOf(
  item: Pick<PendingTask, 'recordId' | 'submitError'>,
  record: GenerationRecord | undefined,
  watch: WatchState | undefined,
  fallbackReason = tasksT('tasks.reason.taskFailure'),
): Pick<TaskItem, 'phase' | 'reason'> {
  if (item.submitError !== undefined) return { phase: 'failure', reason: item.submitError };
  if (!item.recordId) return { phase: 'pending' };
  if (watch?.reason !== undefined) return { phase: 'failure', reason: watch.reason };
  if (!record) return { phase: 'pending' };
  const status = normalizeStatus(record.status);
  if (status === TASK_STATUS.success) return { phase: 'success' };
  if (status === TASK_STATUS.failure || status === TASK_STATUS.cancel)
    return { phase: status, reason: resolveFailureReason(record, fallbackReason) };
  return { phase: 'processing' };
}

type EngineRoot = { tasks: TasksState; api: unknown };

export interface ScopeTasks<S> {
  /** Still running or failed (success leaves this list, spec 3 §4.1). */
  items: TaskItem<S>[];
  /** Finished successfully; their results are read from the record (`useTaskPolling`). */
  completed: TaskItem<S>[];
  /** Both, in submission order (newest first). */
  all: TaskItem<S>[];
}

/** The fields of a submission a record card shows (Inspiration's form and the info page's vary/upscale). */
export interface RecordSubmit {
  prompt?: string | null;
  ar?: string | null;
  function_key?: string | null;
}

const EMPTY: PendingTask[] = [];

/**
 * A memoised selector of one scope's tasks. The submit data is typed by the view that owns the scope:
 * this is the one place that narrows the slice's serialisable `unknown` to it.
 */
export function makeSelectScopeTasks<S>(scope: string, fallbackReason = tasksT('tasks.reason.taskFailure')) {
  return createSelector(
    [
      (state: EngineRoot) => state.tasks.pending[scope] ?? EMPTY,
      (state: EngineRoot) => state.tasks.watch,
      (state: EngineRoot) => state.api,
    ],
    (pending, watch, api): ScopeTasks<S> => {
      const items: TaskItem<S>[] = [];
      const completed: TaskItem<S>[] = [];
      const all: TaskItem<S>[] = [];
      for (const item of pending) {
        const record = item.recordId
          ? tasksApi.endpoints.getTask.select({ record_id: item.recordId })({ api } as never).data
          : undefined;
        const view = taskPhaseOf(
          item,
          record,
          item.recordId ? watch[item.recordId] : undefined,
          fallbackReason,
        );
        const full = { ...(item as PendingTask<S>), ...view, canRetry: item.submit !== undefined };
        (view.phase === 'success' ? completed : items).push(full);
        all.push(full);
      }
      return { items, completed, all };
    },
    // Every cache update recomputes; when no item's view changed the previous result is kept, so the
    // lists showing these tasks do not re-render on unrelated polls.
    { memoizeOptions: { resultEqualityCheck: sameScopeTasks } },
  );
}

const sameItem = (a: TaskItem<unknown>, b: TaskItem<unknown>) =>
  a.tempId === b.tempId &&
  a.recordId === b.recordId &&
  a.phase === b.phase &&
  a.reason === b.reason &&
  a.submit === b.submit &&
  a.submitError === b.submitError;

function sameScopeTasks<S>(a: ScopeTasks<S>, b: ScopeTasks<S>): boolean {
  return a.all.length === b.all.length && a.all.every((item, index) => sameItem(item, b.all[index]));
}

/** How a task shows in a thumbnail strip (spec 3 §2.4): pending, 'Generating', failed, or its result. */
export function thumbStateOf(phase: TaskPhase): 'pending' | 'processing' | 'failed' | 'ready' {
  if (phase === 'success') return 'ready';
  if (phase === 'failure' || phase === 'cancel') return 'failed';
  return phase;
}
