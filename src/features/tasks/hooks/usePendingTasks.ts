import { useCallback, useEffect, useMemo, useRef } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { readLanguage } from '@/hooks/useLanguage';
import { tasksApi } from '../api';
import { tasksT, useTasksT } from '../i18n';
import { isFailedStatus } from '../status';
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
  taskWatchReset,
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
export function useScopeTasks<S>(scope: string, fallbackReason?: string) {
  // The hook (not the plain t) fetches the engine's Chinese texts with the screen, so its toasts are in 中文 too.
  const t = useTasksT();
  const reason = fallbackReason ?? t('tasks.reason.taskFailure');
  const select = useMemo(() => makeSelectScopeTasks<S>(scope, reason), [scope, reason]);
  return useAppSelector(select);
}

/**
 * Whether the server still has the item's record and it has not failed (issue 41 §6): then Retry polls it again
 * instead of resubmitting, so it never charges twice. Rejects when the server cannot be asked (a retry that
 * cannot tell stays failed rather than risk paying twice); false when the server failed or does not know it.
 */
async function serverStillHas(dispatch: ReturnType<typeof useAppDispatch>, recordId: string) {
  const read = dispatch(
    tasksApi.endpoints.getTask.initiate({ record_id: recordId }, { subscribe: false, forceRefetch: true }),
  );
  const { data, error } = await read;
  if (data) return !isFailedStatus(data.status);
  const failure = error as { status?: unknown; code?: unknown; message?: string } | undefined;
  if (failure?.status === 404 || failure?.code === 404) return false;
  throw new Error(failure?.message ?? tasksT('tasks.reason.network'));
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
  const t = useTasksT();
  const { items, completed } = useScopeTasks<S>(scope, options.fallbackReason);
  const latest = useRef({ options, t });
  useEffect(() => {
    latest.current = { options, t };
  });

  const send = useCallback(
    async (tempId: string, data: S, isRetry: boolean) => {
      try {
        const recordId = await latest.current.options.submit(data);
        dispatch(taskRecordAssigned({ tempId, recordId }));
        return recordId;
      } catch (error) {
        const message = (error as { message?: string })?.message ?? tasksT('tasks.submissionFailed');
        dispatch(isRetry ? taskSubmitFailed({ tempId, message }) : taskRemoved({ tempId }));
        throw error;
      }
    },
    [dispatch],
  );

  const submit = useCallback(
    (data: S) => {
      const tempId = nanoid();
      const { options: current, t: translate } = latest.current;
      const { kind = 'image', label = translate('tasks.label.generation') } = current;
      dispatch(
        taskSubmitted({
          tempId,
          scope,
          kind,
          label,
          labelLanguage: readLanguage(),
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
    async (tempId: string) => {
      const item = items.find((candidate) => candidate.tempId === tempId);
      if (!item || item.submit === undefined) throw new Error(tasksT('tasks.noTaskToRetry'));
      if (item.recordId && (await serverStillHas(dispatch, item.recordId))) {
        dispatch(taskWatchReset({ recordId: item.recordId }));
        return item.recordId;
      }
      dispatch(taskRetried({ tempId }));
      return send(tempId, item.submit, true);
    },
    [dispatch, items, send],
  );

  const restore = useCallback(
    (records: RestoredRecord[]) =>
      dispatch(
        tasksRestored({
          scope,
          records: records.map((record) => ({
            ...record,
            label: record.label ?? latest.current.t('tasks.label.generation'),
            labelLanguage: readLanguage(),
          })),
          path: currentPath(),
        }),
      ),
    [dispatch, scope],
  );
  const remove = useCallback((tempId: string) => dispatch(taskRemoved({ tempId })), [dispatch]);
  const clear = useCallback(() => dispatch(scopeCleared({ scope })), [dispatch, scope]);

  return { items, completed, submit, retry, restore, remove, clear };
}
