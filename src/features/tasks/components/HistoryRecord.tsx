import type { GenerationRecord } from '@/api/types';
import { StarPromptButton } from '@/components/generator/PromptHistoryButton';
import { resolveFailureReason } from '../failureReason';
import { isFailedStatus, isRunningStatus, normalizeStatus, TASK_STATUS } from '../status';
import { LiveRecord } from './LiveRecord';
import { RecordCard } from './RecordCard';
import { RecordImages } from './RecordImages';
import { ServerFailedRecord } from './ServerFailedRecord';

/** One history record: running ones are polled, finished ones show their images or failure. */
export function HistoryRecord({ record }: { record: GenerationRecord }) {
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
      // A prompt that worked can be kept and reused from every prompt field (issue 29 §4).
      actions={
        normalizeStatus(record.status) === TASK_STATUS.success ? (
          <StarPromptButton prompt={record.params?.prompt} />
        ) : undefined
      }
    >
      {body}
    </RecordCard>
  );
}
