// The task engine's public surface: screens import from here, never from the files inside.
export * from './constants';
export * from './status';
export { resolveFailureReason, type FailureSource } from './failureReason';
export { fakeProgress, progressStart, clearProgressStart } from './progress';
export {
  tasksApi,
  useGetHistoryQuery,
  HISTORY_FUNCTION_KEYS,
  type HistoryArgs,
  useGetTaskQuery,
  useGetTasksByBatchIdQuery,
  useRetryTaskMutation,
  RUNNING_TAG_ID,
} from './api';
export type { GenerationRecord, GenerationResult, FunctionKey } from './types';
export { useTaskPolling, type TaskPollingState } from './hooks/useTaskPolling';
export { useTaskProgress } from './hooks/useTaskProgress';
export { useBatchPolling, type BatchTask } from './hooks/useBatchPolling';
export { usePendingTasks } from './hooks/usePendingTasks';
export { useTaskAnnouncer, noticeText } from './hooks/useTaskAnnouncer';
export { TaskPollers } from './components/TaskPollers';
export { TaskAnnouncer } from './components/TaskAnnouncer';
export { useDocumentVisible } from './visibility';
export {
  tasksSlice,
  selectPendingTasks,
  selectCompletedTasks,
  selectWatch,
  type PendingTask,
  type CompletedTask,
  type RestoredRecord,
} from './tasksSlice';
