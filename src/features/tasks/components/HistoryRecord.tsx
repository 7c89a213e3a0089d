import type { GenerationRecord } from '@/api/types';
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { resolveFailureReason } from '../failureReason';
import { isFailedStatus, isRunningStatus, normalizeStatus, TASK_STATUS } from '../status';
import { LiveRecord } from './LiveRecord';
import { RecordCard } from './RecordCard';
import { RecordImages } from './RecordImages';
import { ServerFailedRecord } from './ServerFailedRecord';

// The star reads the prompt history's storage: its own chunk, so the creation routes that share this engine
// do not carry it. The placeholder keeps the header from moving when it arrives.
const StarPromptButton = lazy(() =>
  import('@/components/generator/StarPromptButton').then((module) => ({ default: module.StarPromptButton })),
);
const STAR_BOX = { width: 30, height: 30, flexShrink: 0 } as const;

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
        normalizeStatus(record.status) === TASK_STATUS.success && record.params?.prompt?.trim() ? (
          <Suspense fallback={<Box sx={STAR_BOX} />}>
            <StarPromptButton prompt={record.params.prompt} />
          </Suspense>
        ) : undefined
      }
    >
      {body}
    </RecordCard>
  );
}
