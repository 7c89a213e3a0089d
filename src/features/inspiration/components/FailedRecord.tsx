import { Alert, Button } from '@mui/material';
import type { GenerationRecord } from '@/api/types';
import { isFailedStatus, useRetryTaskMutation } from '@/features/tasks';
import { toast } from '@/utils/toast';
import { MESSAGES } from '../constants';

/** The sub-task the server retries: the failed one, else the first, else the record itself. */
const taskIdOf = (record: Pick<GenerationRecord, 'record_id' | 'record_tasks'>) =>
  record.record_tasks?.find((task) => isFailedStatus(task.status))?.task_id ??
  record.record_tasks?.[0]?.task_id ??
  record.record_id;

/** A failed record: why it failed and a retry that resubmits it on the server. */
export function FailedRecord({
  record,
  reason,
}: {
  record: Pick<GenerationRecord, 'record_id' | 'record_tasks'>;
  reason: string;
}) {
  const [retry, { isLoading }] = useRetryTaskMutation();
  const onRetry = async () => {
    try {
      await retry({ task_id: taskIdOf(record), record_id: record.record_id }).unwrap();
      toast.success(MESSAGES.retried);
    } catch {
      // The request layer already showed the server's message.
    }
  };
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={isLoading}>
          Retry
        </Button>
      }
    >
      {reason}
    </Alert>
  );
}
