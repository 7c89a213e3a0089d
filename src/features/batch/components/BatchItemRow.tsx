import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { useGetTaskQuery, useRecordResults } from '@/features/tasks';
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

/** Reads an ended record once (after a reload its results are not in this page's cache yet). */
function RecordRead({ recordId }: { recordId: string }) {
  useGetTaskQuery({ record_id: recordId });
  return null;
}

/**
 * One product of a batch: its picture, status and results as they land (issue 45 §1). Its records are followed by
 * the tab that runs the batch (BatchRunner), which keeps their ends in the stored batch.
 */
export function BatchItemRow({ item }: { item: BatchItem }) {
  const t = useBatchT();
  const results = useRecordResults(item.recordIds).flat();
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
