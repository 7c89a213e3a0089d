import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { useGetTaskQuery } from '../api';
import { pollIntervalAfter } from '../backoff';
import { tasksT } from '../i18n';
import { resolveFailureReason } from '../failureReason';
import { normalizeStatus, RUNNING_STATUSES, TASK_STATUS, type TaskStatus } from '../status';
import { selectWatch } from '../tasksSlice';
import type { GenerationRecord } from '../types';
import { tellsWhileHidden, useNotifySettings } from '@/hooks/useNotifySettings';
import { useDocumentVisible, useOnline } from '../visibility';
import { useResumeOnVisible } from './useResumeOnVisible';

export interface TaskPollingOptions {
  /** Default reason when the record names none ("Task Failure"; modeling uses "Unknown error"). */
  fallbackReason?: string;
}

export interface TaskPollingState {
  record: GenerationRecord | undefined;
  status: TaskStatus;
  isRunning: boolean;
  isFailed: boolean;
  reason: string | undefined;
  /** Running, but the last poll failed or the browser is offline: the record is still the server's (issue 41 §6). */
  isReconnecting: boolean;
}

/**
 * Watches one record: polls `getTask` every 3 s while it runs (paused while the tab is hidden, unless the
 * notification settings tell the user of a finish there, and while the browser is offline; failed polls back off,
 * see `pollIntervalAfter`, and never fail the record),
 * once more after a terminal status, then stops. Every caller passes the same args and interval,
 * so RTK Query keeps a single timer and request per record however many components show it.
 */
export function useTaskPolling(
  recordId: string | null | undefined,
  { fallbackReason = tasksT('tasks.reason.taskFailure') }: TaskPollingOptions = {},
): TaskPollingState {
  // A hidden tab keeps polling while something would tell the user of the finish (issue 29 §3).
  const [notify] = useNotifySettings();
  const visible = useDocumentVisible() || tellsWhileHidden(notify);
  const watch = useAppSelector((state) => selectWatch(state, recordId ?? undefined));
  const online = useOnline();
  const active = Boolean(recordId) && !watch?.settled;
  useResumeOnVisible(active);
  const { data: record } = useGetTaskQuery(recordId ? { record_id: recordId } : skipToken, {
    pollingInterval: active && visible && online ? pollIntervalAfter(watch?.errors ?? 0) : 0,
    // Resuming (the tab shown again, the network back) is handled once for all records (useResumeOnVisible).
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });
  // The record's own status; only the server's answer that it has no such record overrides it.
  const status = watch?.reason !== undefined ? TASK_STATUS.failure : normalizeStatus(record?.status);
  const isFailed = status === TASK_STATUS.failure || status === TASK_STATUS.cancel;
  const isRunning = RUNNING_STATUSES.includes(status);
  return {
    record,
    status,
    isRunning,
    isReconnecting: isRunning && active && (!online || (watch?.errors ?? 0) > 0),
    isFailed,
    reason: isFailed ? (watch?.reason ?? resolveFailureReason(record, fallbackReason)) : undefined,
  };
}
