import type { GenerationRecord } from '@/api/types';
import type { ReactNode } from 'react';
import { resolveFailureReason } from '../failureReason';
import { isFailedStatus, isRunningStatus, normalizeStatus, TASK_STATUS } from '../status';
import { LiveRecord } from './LiveRecord';
import { RecordCard } from './RecordCard';
import { RecordImages } from './RecordImages';
import { ServerFailedRecord } from './ServerFailedRecord';

export interface HistoryRecordProps {
  record: GenerationRecord;
  /** Beside the prompt of a successful record (the screen's star of a prompt that worked, issue 29 §4). */
  successActions?: (record: GenerationRecord) => ReactNode;
}

/** One history record: running ones are polled, finished ones show their images or failure. */
export function HistoryRecord({ record, successActions }: HistoryRecordProps) {
  const body = isRunningStatus(record.status) ? (
    <LiveRecord recordId={record.record_id} ratio={record.params?.ar} functionKey={record.function?.key} />
  ) : isFailedStatus(record.status) ? (
    <ServerFailedRecord record={record} reason={resolveFailureReason(record)} />
  ) : (
    <RecordImages images={record.result ?? []} ratio={record.params?.ar} prompt={record.params?.prompt} />
  );
  return (
    <RecordCard
      prompt={record.params?.prompt}
      ratio={record.params?.ar}
      functionKey={record.function?.key}
      createTime={record.create_time}
      actions={normalizeStatus(record.status) === TASK_STATUS.success ? successActions?.(record) : undefined}
    >
      {body}
    </RecordCard>
  );
}
