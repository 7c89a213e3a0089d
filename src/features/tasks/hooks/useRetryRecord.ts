import type { GenerationRecord } from '@/api/types';
import { toast } from '@/utils/toast';
import { useRetryTaskMutation } from '../api';
import { tasksT } from '../i18n';
import { isFailedStatus } from '../status';

/** The sub-task the server retries: the failed one, else the first, else the record itself. */
export const retryTaskIdOf = (record: Pick<GenerationRecord, 'record_id' | 'record_tasks'>) =>
  record.record_tasks?.find((task) => isFailedStatus(task.status))?.task_id ??
  record.record_tasks?.[0]?.task_id ??
  record.record_id;

/**
 * Resubmits a failed record on the server (spec 2 §7 retry): picks the sub-task, says so on success;
 * the request layer shows the server's message on failure. Polling picks the record up again.
 */
export function useRetryRecord() {
  const [retry, { isLoading }] = useRetryTaskMutation();
  const trigger = async (record: Pick<GenerationRecord, 'record_id' | 'record_tasks'>) => {
    try {
      await retry({ task_id: retryTaskIdOf(record), record_id: record.record_id }).unwrap();
      toast.success(tasksT('tasks.retrySuccess'));
    } catch {
      // The request layer already showed the server's message.
    }
  };
  return { trigger, isLoading, isDisabled: isLoading };
}
