import { useAppSelector } from '@/app/hooks';
import { useTaskAnnouncer } from '../hooks/useTaskAnnouncer';
import type { TasksState } from '../tasksSlice';
import { TaskPollers } from './TaskPollers';

const NO_IDS: string[] = [];
let lastIds = NO_IDS;

/** Every record a screen submitted or restored, wherever the user is now (kept as one array while unchanged). */
function selectRecordIds(state: { tasks: TasksState }): string[] {
  const ids = Object.values(state.tasks.pending)
    .flat()
    .map((item) => item.recordId)
    .filter((id): id is string => Boolean(id));
  if (ids.length === lastIds.length && ids.every((id, index) => id === lastIds[index])) return lastIds;
  lastIds = ids.length ? ids : NO_IDS;
  return lastIds;
}

/**
 * Mounted once for the whole app by the layout, from the first task on (issue 29 §3): keeps polling the records
 * the screens started after the user moved to another screen (a record polls once however many components show
 * it; a finished one stops), and tells the user of each finish as the notification settings allow.
 */
export function TaskNotices() {
  const recordIds = useAppSelector(selectRecordIds);
  useTaskAnnouncer();
  return <TaskPollers recordIds={recordIds} />;
}
