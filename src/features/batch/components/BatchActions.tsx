import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ExportButton } from '@/features/export';
import type { BatchViewState } from '../useBatchView';
import { useBatchT } from '../i18n';

/** A batch's buttons: send or cancel what waits, retry only the failed, download or export all (issue 45 §1). */
export function BatchActions({ view }: { view: BatchViewState }) {
  const t = useBatchT();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {view.canSend && (
        <Button variant="contained" onClick={view.send}>
          {t('batch.resume')}
        </Button>
      )}
      {view.canCancel && <Button onClick={view.cancel}>{t('batch.cancel')}</Button>}
      <Button onClick={view.retry} disabled={!view.canRetry}>
        {t('batch.retryFailed')}
      </Button>
      <Button variant="outlined" disabled={!view.canDownload} onClick={view.downloadAll}>
        {t('batch.downloadAll')}
      </Button>
      <ExportButton
        variant="button"
        label={t('batch.exportAll')}
        sources={view.sources}
        zipName={view.zipName}
      />
    </Stack>
  );
}
