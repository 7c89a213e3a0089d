import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Batch } from '../store';
import { useBatchView, type BatchViewState } from '../useBatchView';
import { useBatchT } from '../i18n';
import { BatchActions } from './BatchActions';
import { BatchItemRow } from './BatchItemRow';

export interface BatchViewProps {
  owner: string;
  batch: Batch;
}

/** The batch's name, '7 of 12 done' and its bar, and why it waits when the session ended. */
function BatchHeading({ view }: { view: BatchViewState }) {
  const t = useBatchT();
  const { done, failed, total } = view.progress;
  const counted = t('batch.progress', { done, total });
  return (
    <>
      <Typography variant="h5" component="h1" translate="no">
        {view.name}
      </Typography>
      <Typography role="status" aria-live="polite">
        {counted}
        {failed > 0 && ` · ${t('batch.failedCount', { count: failed })}`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * (done + failed)) / Math.max(1, total)}
        aria-label={counted}
      />
      {view.signedOut && <Alert severity="warning">{t('batch.signedOut')}</Alert>}
    </>
  );
}

/**
 * A batch (issue 45 §1): each product with its status and results as they land ('7 of 12 done'); cancel what
 * waits, retry only the failed, download all as one zip named after the batch. Read from storage, so it survives
 * a reload, a screen change and a second tab; records come from the server.
 */
export function BatchView({ owner, batch }: BatchViewProps) {
  const t = useBatchT();
  const view = useBatchView(owner, batch);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <BatchHeading view={view} />
      <BatchActions view={view} />
      <Stack component="ul" aria-label={t('batch.products')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {batch.items.map((item) => (
          <BatchItemRow key={item.imageId} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
