import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetTasksByBatchIdQuery } from '../api';
import { POLL_INTERVAL_MS } from '../constants';
import { resolveFailureReason } from '../failureReason';
import { tasksT } from '../i18n';
import { normalizeStatus, RUNNING_STATUSES, TASK_STATUS, type TaskStatus } from '../status';
import type { GenerationRecord } from '../types';
import { tellsWhileHidden, useNotifySettings } from '@/hooks/useNotifySettings';
import { useDocumentVisible } from '../visibility';
import { useResumeOnVisible } from './useResumeOnVisible';

export interface BatchTask {
  record: GenerationRecord;
  status: TaskStatus;
  reason: string | undefined;
}

/**
 * Watches a batch (`getTasksByBatchId`): polls every 3 s while any of its tasks runs, stops when
 * none does, pauses while the tab is hidden (unless the notification settings tell of a finish there). The engine refreshes history, credits and counts when
 * the last task finishes.
 */
export function useBatchPolling(
  batchId: string | null | undefined,
  fallbackReason = tasksT('tasks.reason.taskFailure'),
) {
  const [notify] = useNotifySettings();
  const visible = useDocumentVisible() || tellsWhileHidden(notify);
  // Whether the last answer had a running task; it sets the interval of the next render's subscription.
  const [polling, setPolling] = useState(true);
  useResumeOnVisible(Boolean(batchId) && polling);
  const query = useGetTasksByBatchIdQuery(batchId ? { batch_id: batchId } : skipToken, {
    pollingInterval: polling && visible ? POLL_INTERVAL_MS : 0,
    refetchOnFocus: false,
  });
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
    error: query.error,
    refetch: query.refetch,
  };
}
