import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { Language } from '@/hooks/useLanguage';
import { clearProgressStart } from './progress';
import { resolveFailureReason, type FailureSource } from './failureReason';
import { normalizeStatus, RUNNING_STATUSES, TASK_STATUS, type TaskStatus } from './status';
import { taskAnnounced, taskPolled, taskPollFailed, type TasksState } from './tasksSlice';
import { isOnScreen, isUserLooking, lastAwayTime } from './visibility';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type GetState = () => unknown;

const tasksOf = (getState: GetState) => (getState() as { tasks: TasksState }).tasks;

function itemOf(tasks: TasksState, recordId: string) {
  for (const items of Object.values(tasks.pending)) {
    const item = items.find((candidate) => candidate.recordId === recordId);
    if (item) return item;
  }
  return undefined;
}

/** The refresh every finished task triggers (spec 1 §4, spec 2 §4): history, credits, running counts. */
export const FINISH_TAGS = ['History', 'Points', 'TaskCount'] as const;
/**
 * Spec 1 §4: "when a task poll returns a final status, the credit and count displays are refreshed" —
 * at once, so the running-task badge drops with the record (the history follows after the further poll).
 */
export const FINAL_STATUS_TAGS = ['Points', 'TaskCount'] as const;

function announceIfAway(
  dispatch: Dispatch,
  tasks: TasksState,
  recordId: string,
  previousPollAt: number | undefined,
  notice: { status: TaskStatus; reason?: string; functionKey?: string },
) {
  // A record of a group (a batch) is told of once, with the group, by `groupEnded`.
  if (tasks.grouped?.[recordId]) return;
  const item = itemOf(tasks, recordId);
  // The first poll of a record happens as it is watched (submitted, or restored by the view that shows it): the
  // user cannot have been away "since the previous poll", and the view itself says how it ended. Counting it as
  // away gave a second toast beside the view's own ('Fashion Style failed' under 'Generation failed').
  // Away: another tab or window, or another screen of the app than the one it was started on.
  const away =
    !isUserLooking() ||
    (previousPollAt !== undefined && lastAwayTime() >= previousPollAt) ||
    !isOnScreen(item?.path);
  if (!away) return;
  dispatch(
    taskAnnounced({
      recordId,
      status: notice.status,
      reason: notice.reason,
      // Without the screen's name, the announcer names it by its function (useTaskAnnouncer's noticeText).
      label: item?.label,
      labelLanguage: item?.labelLanguage,
      labelKey: notice.functionKey,
      path: item?.path,
    }),
  );
}

/**
 * One poll of a record came back. Runs once per request (not per component showing the record), so
 * bookkeeping, announcements and the refresh after the further poll happen exactly once.
 */
export function recordPolled(
  dispatch: Dispatch,
  getState: GetState,
  recordId: string,
  record: FailureSource & { function?: { key?: string } },
) {
  const tasks = tasksOf(getState);
  const watch = tasks.watch[recordId];
  const status = normalizeStatus(record.status);
  const at = Date.now();
  const failed = status === TASK_STATUS.failure || status === TASK_STATUS.cancel;
  const reason = failed ? resolveFailureReason(record) : undefined;
  if (watch?.terminalSeen) {
    dispatch(taskPolled({ recordId, status, at }));
    dispatch(baseApi.util.invalidateTags([...FINISH_TAGS]));
    return;
  }
  if (RUNNING_STATUSES.includes(status)) {
    dispatch(taskPolled({ recordId, status, at }));
    return;
  }
  clearProgressStart(recordId);
  announceIfAway(dispatch, tasks, recordId, watch?.lastPolledAt, {
    status,
    reason,
    functionKey: record.function?.key,
  });
  dispatch(taskPolled({ recordId, status, at }));
  dispatch(baseApi.util.invalidateTags([...FINAL_STATUS_TAGS]));
}

/**
 * A poll failed: the record stays pending and the next poll backs off; only a 404 past the allowed retries fails
 * it (the server has no such record).
 */
export function recordPollFailed(
  dispatch: Dispatch,
  getState: GetState,
  recordId: string,
  message: string,
  notFound = false,
) {
  const before = tasksOf(getState).watch[recordId];
  dispatch(taskPollFailed({ recordId, message, at: Date.now(), notFound }));
  const after = tasksOf(getState);
  if (!before?.settled && after.watch[recordId]?.settled) {
    clearProgressStart(recordId);
    announceIfAway(dispatch, after, recordId, before?.lastPolledAt, { status: 'failure', reason: message });
  }
}

const batchPolledAt = new Map<string, number>();

/**
 * A batch (a photoset) answered: when its last running task ended while the user was away (another tab or window,
 * or another screen than `path`, the one polling it), it is announced once, as 'Photoset', failed when none of
 * its tasks succeeded.
 */
export function batchPolled(
  dispatch: Dispatch,
  batchId: string,
  ended: { statuses: TaskStatus[] } | null,
  path: string,
) {
  const previous = batchPolledAt.get(batchId);
  batchPolledAt.set(batchId, Date.now());
  if (!ended || previous === undefined) return;
  const away = !isUserLooking() || lastAwayTime() >= previous || !isOnScreen(path);
  if (!away) return;
  const succeeded = ended.statuses.some((status) => status === TASK_STATUS.success);
  dispatch(
    taskAnnounced({
      recordId: `batch:${batchId}`,
      status: succeeded ? TASK_STATUS.success : TASK_STATUS.failure,
      labelKey: 'photoset',
      path,
    }),
  );
}

/**
 * A group of records the browser ran (a batch over many products, issue 45 §1) has ended: announced once, when the
 * user is away (another tab or window, or another screen than `path`), failed when none of it succeeded. Its own
 * records are not announced (`recordsGrouped`).
 */
export function groupEnded(
  dispatch: Dispatch,
  group: string,
  notice: { succeeded: boolean; label: string; labelLanguage?: Language; path: string },
) {
  if (isUserLooking() && isOnScreen(notice.path)) return;
  dispatch(
    taskAnnounced({
      recordId: `group:${group}`,
      status: notice.succeeded ? TASK_STATUS.success : TASK_STATUS.failure,
      label: notice.label,
      labelLanguage: notice.labelLanguage,
      labelKey: 'batch',
      path: notice.path,
    }),
  );
}
