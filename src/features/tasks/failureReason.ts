import { tasksT } from './i18n';
import { isFailedStatus } from './status';

/** The parts of a record (or a batch task) the reason is read from; every field is optional. */
export interface FailureSource {
  status?: unknown;
  record_tasks?: Array<SubTaskLike | null> | null;
  properties?: PropertiesLike | null;
  error?: { message?: unknown; code?: unknown } | string | null;
  message?: unknown;
  failReason?: unknown;
  description?: unknown;
}

interface SubTaskLike {
  status?: unknown;
  failReason?: unknown;
  description?: unknown;
  properties?: PropertiesLike | null;
  /** A percentage, or on some failed tasks the failure text (spec 2 §4). */
  progress?: unknown;
}

interface PropertiesLike {
  reason?: unknown;
  message?: unknown;
  is_output_rejection?: unknown;
  failure_type?: unknown;
  [key: string]: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A progress field only counts as a reason when it is words, not a number like "42" or "42%". */
const progressText = (value: unknown) => {
  const found = text(value);
  return found && !/^\d+(\.\d+)?%?$/.test(found) ? found : undefined;
};

const POLICY_PATTERN = /moderation|review|policy|safety|nsfw|violation/i;

/** Moderation, review or policy failures: flagged output, or a failure type naming a policy. */
function isPolicyFailure(sources: Array<PropertiesLike | null | undefined>, error: FailureSource['error']) {
  for (const properties of sources) {
    if (!properties) continue;
    if (properties.is_output_rejection === true || properties.is_output_rejection === 'true') return true;
    if (typeof properties.failure_type === 'string' && POLICY_PATTERN.test(properties.failure_type))
      return true;
  }
  const code = typeof error === 'object' && error ? error.code : undefined;
  return typeof code === 'string' && POLICY_PATTERN.test(code);
}

/**
 * Why a task failed (spec 3 §4.1, spec 2 §4): the failing sub-task's failReason, description,
 * properties.reason, properties.message or a worded progress; then, for moderation or policy
 * failures, the moderation statement; then error.message or message; else the caller's default
 * (spec 2: "Task Failure"; modeling: "Unknown error").
 */
export function resolveFailureReason(
  source: FailureSource | null | undefined,
  fallback = tasksT('tasks.reason.taskFailure'),
) {
  if (!source) return fallback;
  const subTasks = (source.record_tasks ?? []).filter((task): task is SubTaskLike => Boolean(task));
  const failing = subTasks.find((task) => isFailedStatus(task.status)) ?? subTasks[0];
  const own: SubTaskLike = source;
  const taskReasons = [failing, own].flatMap((task) =>
    task
      ? [
          task.failReason,
          task.description,
          task.properties?.reason,
          task.properties?.message,
          progressText(task.progress),
        ]
      : [],
  );
  const error = source.error;
  for (const candidate of taskReasons) {
    const found = text(candidate);
    if (found) return found;
  }
  // A moderation flag says more than the record's generic error text ("Task Failure").
  if (isPolicyFailure([failing?.properties, source.properties], error))
    return tasksT('tasks.reason.moderation');
  for (const candidate of [typeof error === 'string' ? error : error?.message, source.message]) {
    const found = text(candidate);
    if (found) return found;
  }
  return fallback;
}
