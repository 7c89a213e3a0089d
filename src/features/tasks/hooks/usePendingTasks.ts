import { useCallback, useEffect, useRef } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  scopeCleared,
  selectCompletedTasks,
  selectPendingTasks,
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
}

/**
 * The local list of a view's tasks (spec 3 §4.1): submit adds a pending item that keeps its submit
 * data, the record id arrives, polls move it to processing, success moves it to `completed`,
 * failure keeps it with a reason so it can be retried with the same data.
 * Render `TaskPollers` with the items' record ids to poll them.
 */
export function usePendingTasks<S>(scope: string, options: PendingTasksOptions<S>) {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => selectPendingTasks(state, scope));
  const completed = useAppSelector((state) => selectCompletedTasks(state, scope));
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
      dispatch(taskSubmitted({ tempId, scope, kind, label, submit: data, createdAt: Date.now() }));
      return send(tempId, data, false);
    },
    [dispatch, scope, send],
  );

  const retry = useCallback(
    (tempId: string) => {
      const item = items.find((candidate) => candidate.tempId === tempId);
      if (!item || item.submit === undefined) return Promise.reject(new Error('Nothing to retry'));
      dispatch(taskRetried({ tempId }));
      return send(tempId, item.submit as S, true);
    },
    [dispatch, items, send],
  );

  const restore = useCallback(
    (records: RestoredRecord[]) => dispatch(tasksRestored({ scope, records })),
    [dispatch, scope],
  );
  const remove = useCallback((tempId: string) => dispatch(taskRemoved({ tempId })), [dispatch]);
  const clear = useCallback(() => dispatch(scopeCleared({ scope })), [dispatch, scope]);

  return { items, completed, submit, retry, restore, remove, clear };
}
