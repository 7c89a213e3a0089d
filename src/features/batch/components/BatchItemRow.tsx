import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { useGetTaskQuery, useRecordResults, useTaskPolling } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import type { ItemState } from '../queue';
import type { BatchItem } from '../store';
import { useBatchT } from '../i18n';

const STATE_COLOR: Record<ItemState, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** Follows one record of a batch that no queue in this tab watches (a reload, a second tab): its end is kept. */
function RecordWatch({
  recordId,
  onEnd,
}: {
  recordId: string;
  onEnd: (failed: boolean, reason?: string) => void;
}) {
  const { status, isRunning, isFailed, reason, record } = useTaskPolling(recordId);
  useEffect(() => {
    if (record && !isRunning) onEnd(isFailed, reason);
  }, [record, isRunning, isFailed, reason, status, onEnd]);
  return null;
}

/** Reads an ended record once (after a reload its results are not in this page's cache yet). */
function RecordRead({ recordId }: { recordId: string }) {
  useGetTaskQuery({ record_id: recordId });
  return null;
}

export interface BatchItemRowProps {
  item: BatchItem;
  /** This tab's queue runs the batch (it watches the records itself). */
  queued: boolean;
  onEnd: (imageId: number, failed: boolean, reason?: string) => void;
}

/** One product of a batch: its picture, status and results as they land (issue 45 §1). */
export function BatchItemRow({ item, queued, onEnd }: BatchItemRowProps) {
  const t = useBatchT();
  const results = useRecordResults(item.recordIds).flat();
  const watching = !queued && item.state === 'running';
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      aria-label={item.name}
      sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {(item.state === 'done' || item.state === 'failed') &&
        item.recordIds.map((recordId) => <RecordRead key={recordId} recordId={recordId} />)}
      {watching &&
        item.recordIds.map((recordId) => (
          <RecordWatch
            key={recordId}
            recordId={recordId}
            onEnd={(failed, reason) => onEnd(item.imageId, failed, reason)}
          />
        ))}
      <Box
        component="img"
        src={imageUrl(item.path, { width: 120 })}
        alt=""
        sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap translate="no">
          {item.name}
        </Typography>
        <Chip size="small" color={STATE_COLOR[item.state]} label={t(`batch.state.${item.state}`)} />
        {item.error && (
          <Typography variant="body2" color="error" component="span" sx={{ ml: 1 }}>
            {item.error}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {results.map((result, index) => (
          <Stack key={result.image_id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={imageUrl(result.path, { width: 160 })}
              alt={t('batch.result', { number: index + 1, name: item.name })}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
            <UseInMenu
              name={t('batch.result', { number: index + 1, name: item.name })}
              picture={{
                image_id: result.image_id,
                path: result.path,
                from: 'batch',
                date: new Date().toISOString(),
              }}
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
