/**
 * The one task-status vocabulary (spec 1 §4, spec 2 §4): begin → progress → success | failure | cancel.
 * Backends spell these many ways (`SUCCESS`, `IN_PROGRESS`, `create`, `processing`…); they are
 * normalised here once so every screen compares against the same five values.
 */
export const TASK_STATUS = {
  begin: 'begin',
  progress: 'progress',
  success: 'success',
  failure: 'failure',
  cancel: 'cancel',
} as const;

export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

export const RUNNING_STATUSES: readonly TaskStatus[] = [TASK_STATUS.begin, TASK_STATUS.progress];
export const TERMINAL_STATUSES: readonly TaskStatus[] = [
  TASK_STATUS.success,
  TASK_STATUS.failure,
  TASK_STATUS.cancel,
];

const ALIASES: Record<string, TaskStatus> = {
  begin: 'begin',
  create: 'begin',
  created: 'begin',
  submitted: 'begin',
  pending: 'begin',
  queued: 'begin',
  waiting: 'begin',
  progress: 'progress',
  in_progress: 'progress',
  inprogress: 'progress',
  processing: 'progress',
  running: 'progress',
  success: 'success',
  succeeded: 'success',
  succeed: 'success',
  completed: 'success',
  done: 'success',
  failure: 'failure',
  failed: 'failure',
  fail: 'failure',
  error: 'failure',
  cancel: 'cancel',
  canceled: 'cancel',
  cancelled: 'cancel',
};

/** Any spelling the backend sends → one of the five statuses. Unknown or missing counts as `begin`. */
export function normalizeStatus(raw: unknown): TaskStatus {
  if (typeof raw !== 'string') return TASK_STATUS.begin;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? ALIASES[key.replace(/_/g, '')] ?? TASK_STATUS.begin;
}

export const isRunningStatus = (raw: unknown) => RUNNING_STATUSES.includes(normalizeStatus(raw));
export const isTerminalStatus = (raw: unknown) => TERMINAL_STATUSES.includes(normalizeStatus(raw));
export const isFailedStatus = (raw: unknown) => {
  const status = normalizeStatus(raw);
  return status === TASK_STATUS.failure || status === TASK_STATUS.cancel;
};
