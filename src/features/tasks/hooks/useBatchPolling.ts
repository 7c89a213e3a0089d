import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetTasksByBatchIdQuery } from '../api';
import { pollIntervalAfter } from '../backoff';
import { resolveFailureReason } from '../failureReason';
import { tasksT } from '../i18n';
import { normalizeStatus, RUNNING_STATUSES, TASK_STATUS, type TaskStatus } from '../status';
import type { GenerationRecord } from '../types';
import { tellsWhileHidden, useNotifySettings } from '@/hooks/useNotifySettings';
import { useDocumentVisible, useOnline } from '../visibility';
import { useResumeOnVisible } from './useResumeOnVisible';

export interface BatchTask {
  record: GenerationRecord;
  status: TaskStatus;
  reason: string | undefined;
}

/**
 * Watches a batch (`getTasksByBatchId`): polls every 3 s while any of its tasks runs, stops when
 * none does, pauses while the tab is hidden (unless the notification settings tell of a finish there) and while
 * offline. A failed poll is not a failed batch (issue 41 §6): polls back off and what was shown stays; `error` is
 * set only when the batch never loaded. The engine refreshes history, credits and counts when the last task finishes.
 */
export function useBatchPolling(
  batchId: string | null | undefined,
  fallbackReason = tasksT('tasks.reason.taskFailure'),
) {
  const [notify] = useNotifySettings();
  const visible = useDocumentVisible() || tellsWhileHidden(notify);
  // Whether the last answer had a running task; it sets the interval of the next render's subscription.
  const [polling, setPolling] = useState(true);
  const online = useOnline();
  // Failed polls in a row: they set the backoff of the next one.
  const [errors, setErrors] = useState(0);
  useResumeOnVisible(Boolean(batchId) && polling);
  const query = useGetTasksByBatchIdQuery(batchId ? { batch_id: batchId } : skipToken, {
    pollingInterval: polling && visible && online ? pollIntervalAfter(errors) : 0,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });
  const { isFetching, isError, requestId } = query;
  useEffect(() => {
    if (!isFetching) setErrors((count) => (isError ? count + 1 : 0));
  }, [isFetching, isError, requestId]);
  useEffect(() => {
    if (online) setErrors(0);
  }, [online]);
  const anyRunning =
    !query.data || query.data.some((task) => RUNNING_STATUSES.includes(normalizeStatus(task.status)));
  useEffect(() => setPolling(anyRunning), [anyRunning]);
  const tasks = useMemo<BatchTask[]>(
    () =>
      (query.data ?? []).map((record) => {
        const status = normalizeStatus(record.status);
        const failed = status === TASK_STATUS.failure || status === TASK_STATUS.cancel;
        return { record, status, reason: failed ? resolveFailureReason(record, fallbackReason) : undefined };
      }),
    [query.data, fallbackReason],
  );
  return {
    tasks,
    isRunning: Boolean(batchId) && anyRunning,
    isLoading: query.isLoading,
    /** The batch could not be loaded at all (a failed poll after a success keeps the last answer on screen). */
    error: query.data ? undefined : query.error,
    isReconnecting: Boolean(batchId) && anyRunning && (!online || (query.isError && Boolean(query.data))),
    refetch: query.refetch,
  };
}
