// The task engine's public surface: screens import from here, never from the files inside.
export * from './constants';
// The engine's texts said outside a component (failure reasons, retry), in the stored language when said.
export { tasksT } from './i18n';
export * from './status';
export { resolveFailureReason, type FailureSource } from './failureReason';
export { fakeProgress, progressStart } from './progress';
export { useGetHistoryQuery, type HistoryArgs } from '@/api/endpoints/history';
export { tasksApi, useGetTaskQuery } from './api';
export type { GenerationRecord, GenerationResult, FunctionKey } from './types';
export { useTaskPolling, type TaskPollingState } from './hooks/useTaskPolling';
export { useBatchPolling, type BatchTask } from './hooks/useBatchPolling';
export { usePendingTasks, useScopeTasks } from './hooks/usePendingTasks';
export { useRestoreRunning } from './hooks/useRestoreRunning';
export { useRecordResults } from './hooks/useRecordResults';
export { TaskPollers } from './components/TaskPollers';
// TaskNotices (and its announcer, icon badge and system notifications) is not exported here: the layout imports
// it lazily by its path. Reachable statically through this index, it was bundled into the chunk every creation
// route loads (+2.2 KB on each).
export { groupEnded } from './effects';
export { tasksSlice, recordsGrouped, type PendingTask, type RestoredRecord } from './tasksSlice';
export { thumbStateOf, type TaskItem, type TaskPhase, type ScopeTasks, type RecordSubmit } from './taskView';
export { useRetryRecord } from './hooks/useRetryRecord';
export {
  useCreationSubmit,
  type CreationSubmit,
  type CreationSubmitOptions,
} from './hooks/useCreationSubmit';
// The record views (cards, images, placeholders) are in './records': only the screens that list records import
// them. Reachable through this index, they and their texts rode in the chunk every creation route loads.
