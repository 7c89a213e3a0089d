import { useTaskPolling } from '../hooks/useTaskPolling';

function TaskPoller({ recordId }: { recordId: string }) {
  useTaskPolling(recordId);
  return null;
}

/** Polls the given records while mounted; for views that show pending items from `usePendingTasks`. */
export function TaskPollers({ recordIds }: { recordIds: Array<string | undefined> }) {
  const unique = [...new Set(recordIds.filter((id): id is string => Boolean(id)))];
  return (
    <>
      {unique.map((recordId) => (
        <TaskPoller key={recordId} recordId={recordId} />
      ))}
    </>
  );
}
