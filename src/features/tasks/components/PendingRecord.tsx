import type { TaskItem } from '../taskView';
import { FailedRecord } from './FailedRecord';
import { LiveRecord } from './LiveRecord';
import { RecordCard } from './RecordCard';
import { RecordPlaceholders } from './RecordPlaceholders';

/** What a record card shows of a submission before the server has the record. */
export interface SubmittedRecord {
  prompt?: string | null;
  ratio?: string | null;
  functionKey?: string | null;
}

export interface PendingRecordProps<S> {
  item: TaskItem<S>;
  /** Reads the card's prompt, ratio and function from the view's own submit data. */
  describe: (submit: S | undefined) => SubmittedRecord;
  /** Resubmits an item whose submission was refused (usePendingTasks().retry). */
  onRetry?: (tempId: string) => void;
}

/** A task submitted from this browser that the history does not list yet. */
export function PendingRecord<S>({ item, describe, onRetry }: PendingRecordProps<S>) {
  const { prompt, ratio = '1:1', functionKey = 'imageGeneration' } = describe(item.submit);
  const body = item.recordId ? (
    <LiveRecord recordId={item.recordId} ratio={ratio} functionKey={functionKey} />
  ) : item.phase === 'failure' ? (
    <FailedRecord
      reason={item.reason ?? ''}
      onRetry={item.canRetry && onRetry ? () => onRetry(item.tempId) : undefined}
    />
  ) : (
    <RecordPlaceholders ratio={ratio} functionKey={functionKey} progress={null} />
  );
  return (
    <RecordCard prompt={prompt} ratio={ratio} functionKey={functionKey}>
      {body}
    </RecordCard>
  );
}
