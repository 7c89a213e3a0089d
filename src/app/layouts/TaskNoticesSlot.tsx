import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';

// The announcer, its pollers and the notification channels are a chunk of their own, fetched with the first task.
const TaskNotices = lazy(() =>
  import('@/features/tasks/components/TaskNotices').then((module) => ({ default: module.TaskNotices })),
);

/**
 * Where the task notices (issue 29 §3) mount for every screen of the base and tools layouts: once a screen has
 * started or restored a task, its finish is told wherever the user is.
 */
export function TaskNoticesSlot() {
  const anyTask = useAppSelector(
    (state) =>
      state.tasks.unseen.length > 0 || Object.values(state.tasks.pending).some((items) => items.length),
  );
  const [wanted, setWanted] = useState(false);
  if (anyTask && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TaskNotices />
    </Suspense>
  );
}
