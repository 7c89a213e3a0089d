import type { GenerationRecord } from '@/api/types';
import { useRetryRecord } from '../hooks/useRetryRecord';
import { FailedRecord } from './FailedRecord';

/** A failed record the server can run again: its reason and Retry (spec 2 §2). */
export function ServerFailedRecord({
  record,
  reason,
}: {
  record: Pick<GenerationRecord, 'record_id' | 'record_tasks'>;
  reason: string;
}) {
  const retry = useRetryRecord();
  return <FailedRecord reason={reason} onRetry={() => void retry.trigger(record)} busy={retry.isDisabled} />;
}
