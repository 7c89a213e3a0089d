import { useCallback, useEffect, useMemo, useRef } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NO_TASK_TO_RETRY, TASK_FAILURE_REASON } from '../constants';
import { makeSelectScopeTasks } from '../taskView';
import { currentPath } from '../visibility';
import {
  scopeCleared,
  taskRecordAssigned,
  taskRemoved,
  taskRetried,
  tasksRestored,
  taskSubmitFailed,
  taskSubmitted,
  type RestoredRecord,
  type TaskKind,
} from '../tasksSlice';

export interface PendingTasksOptions<S> {
  /** Sends the work; resolves with the new record id. */
  submit: (data: S) => Promise<string>;
  kind?: TaskKind;
  /** Names the task in announcements ("Vary / Upscale finished"). */
  label?: string;
  /** Default failure reason ("Task Failure"; modeling uses "Unknown error"). */
  fallbackReason?: string;
}

/** Reads a scope's tasks without submitting (a list that shows what another screen submitted). */
export function useScopeTasks<S>(scope: string, fallbackReason = TASK_FAILURE_REASON) {
  const select = useMemo(() => makeSelectScopeTasks<S>(scope, fallbackReason), [scope, fallbackReason]);
  return useAppSelector(select);
}

/**
 * The local list of a view's tasks (spec 3 §4.1): submit adds a pending item that keeps its typed
 * submit data, the record id arrives, polls move it to processing, success moves it to `completed`,
 * failure keeps it with a reason so it can be retried with the same data. Phases and reasons are
 * read from the cached records; the slice holds only what the server does not know.
 * Render `TaskPollers` with the items' record ids to poll them.
 */
export function usePendingTasks<S>(scope: string, options: PendingTasksOptions<S>) {
  const dispatch = useAppDispatch();
  const { items, completed } = useScopeTasks<S>(scope, options.fallbackReason);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const send = useCallback(
    async (tempId: string, data: S, isRetry: boolean) => {
      try {
        const recordId = await latest.current.submit(data);
        dispatch(taskRecordAssigned({ tempId, recordId }));
        return recordId;
      } catch (error) {
        const message = (error as { message?: string })?.message ?? 'Submission failed';
        dispatch(isRetry ? taskSubmitFailed({ tempId, message }) : taskRemoved({ tempId }));
        throw error;
      }
    },
    [dispatch],
  );

  const submit = useCallback(
    (data: S) => {
      const tempId = nanoid();
      const { kind = 'image', label = 'Generation' } = latest.current;
      dispatch(
        taskSubmitted({
          tempId,
          scope,
          kind,
          label,
          submit: data,
          createdAt: Date.now(),
          path: currentPath(),
        }),
      );
      return send(tempId, data, false);
    },
    [dispatch, scope, send],
  );

  const retry = useCallback(
    (tempId: string) => {
      const item = items.find((candidate) => candidate.tempId === tempId);
      if (!item || item.submit === undefined) return Promise.reject(new Error(NO_TASK_TO_RETRY));
      dispatch(taskRetried({ tempId }));
      return send(tempId, item.submit, true);
    },
    [dispatch, items, send],
  );

  const restore = useCallback(
    (records: RestoredRecord[]) => dispatch(tasksRestored({ scope, records, path: currentPath() })),
    [dispatch, scope],
  );
  const remove = useCallback((tempId: string) => dispatch(taskRemoved({ tempId })), [dispatch]);
  const clear = useCallback(() => dispatch(scopeCleared({ scope })), [dispatch, scope]);

  return { items, completed, submit, retry, restore, remove, clear };
}
