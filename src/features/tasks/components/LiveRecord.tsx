import Typography from '@mui/material/Typography';
import { useTaskPolling } from '../hooks/useTaskPolling';
import { useTaskProgress } from '../hooks/useTaskProgress';
import { TASK_STATUS } from '../status';
import { RecordImages } from './RecordImages';
import { RecordPlaceholders } from './RecordPlaceholders';
import { ServerFailedRecord } from './ServerFailedRecord';
import { useRecordT } from './i18n';

export interface LiveRecordProps {
  recordId: string;
  /** Known before the first poll (from history or the submitted form). */
  ratio?: string | null;
  functionKey?: string | null;
}

/**
 * A record that was running when shown: polled by the task engine, with the fake percentage while it
 * runs, then its images or its failure — without waiting for the history to reload.
 */
export function LiveRecord({ recordId, ratio: knownRatio, functionKey: knownKey }: LiveRecordProps) {
  const t = useRecordT();
  const { record, status, isRunning, isFailed, reason, isReconnecting } = useTaskPolling(recordId);
  const progress = useTaskProgress(recordId, isRunning);
  const ratio = record?.params?.ar ?? knownRatio;
  const functionKey = record?.function?.key ?? knownKey;
  if (isFailed) {
    return (
      <ServerFailedRecord
        record={{ record_id: recordId, record_tasks: record?.record_tasks ?? [] }}
        reason={reason ?? ''}
      />
    );
  }
  if (status === TASK_STATUS.success && record?.result?.length) {
    return <RecordImages images={record.result} ratio={ratio} prompt={record.params?.prompt} />;
  }
  return (
    <>
      <RecordPlaceholders
        ratio={ratio}
        functionKey={functionKey}
        progress={status === TASK_STATUS.begin ? null : progress}
      />
      {/* A failed poll is not a failed task (issue 41 §6): the card keeps waiting and says why it has no news. */}
      {isReconnecting && (
        <Typography role="status" variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
          {t('record.reconnecting')}
        </Typography>
      )}
    </>
  );
}
