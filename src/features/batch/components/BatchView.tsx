import { useCallback, useEffect, useReducer } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { useDownload } from '@/hooks/useDownload';
import { useRecordResults } from '@/features/tasks';
import { ExportButton } from '@/features/export';
import { recordsGrouped } from '@/features/tasks';
import { itemChanged, runBatch, runningQueue } from '../runner';
import { batchProgress, type Batch } from '../store';
import { useBatchT } from '../i18n';
import { BatchItemRow } from './BatchItemRow';

const zipNameOf = (name: string) => `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim()}.zip`;

export interface BatchViewProps {
  owner: string;
  batch: Batch;
}

/**
 * A batch (issue 45 §1): each product with its status and results as they land ('7 of 12 done'); cancel what
 * waits, retry only the failed, download all as one zip named after the batch. Read from storage, so it survives
 * a reload, a screen change and a second tab; records come from the server.
 */
export function BatchView({ owner, batch }: BatchViewProps) {
  const t = useBatchT();
  const dispatch = useAppDispatch();
  const download = useDownload();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const queue = runningQueue(batch.id);
  const progress = batchProgress(batch);
  const recordIds = batch.items.flatMap((item) => item.recordIds);
  const perRecord = useRecordResults(recordIds);
  const results = perRecord.flat();
  // Each result is named after its product in the export's files.
  const names = batch.items.flatMap((item) => item.recordIds.map(() => item.name));
  const sources = perRecord.flatMap((list, index) =>
    list.map((result) => ({ path: result.path, name: names[index] })),
  );
  const zipName = zipNameOf(batch.name);
  const unsent = batch.items.filter((item) => item.state === 'queued' || item.state === 'sending');
  const idleWaiting =
    unsent.length > 0 && (!queue || queue.isStopped || queue.running + queue.queued.length === 0);

  useEffect(() => {
    if (!queue) return undefined;
    let live = true;
    void queue.whenIdle().then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [queue, progress.waiting]);

  const recordKey = recordIds.join(',');
  useEffect(() => {
    // After a reload the records are the batch's again: their ends are told of with the batch, once.
    if (recordKey) dispatch(recordsGrouped({ group: batch.id, recordIds: recordKey.split(',') }));
  }, [dispatch, batch.id, recordKey]);

  const onEnd = useCallback(
    (imageId: number, failed: boolean, reason?: string) =>
      dispatch(
        itemChanged(
          owner,
          batch.id,
          imageId,
          failed ? { state: 'failed', error: reason } : { state: 'done' },
        ),
      ),
    [dispatch, owner, batch.id],
  );

  const retryFailed = () => {
    const failed = batch.items.filter((item) => item.state === 'failed' || item.state === 'cancelled');
    const started = dispatch(runBatch(owner, batch.id, []));
    started?.add(failed.map((item) => String(item.imageId)));
    rerender();
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" translate="no">
        {batch.name}
      </Typography>
      <Typography role="status" aria-live="polite">
        {t('batch.progress', { done: progress.done, total: progress.total })}
        {progress.failed > 0 && ` · ${t('batch.failedCount', { count: progress.failed })}`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * (progress.done + progress.failed)) / Math.max(1, progress.total)}
        aria-label={t('batch.progress', { done: progress.done, total: progress.total })}
      />
      {queue?.isStopped && <Alert severity="warning">{t('batch.signedOut')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {idleWaiting && (
          <Button
            variant="contained"
            onClick={() => (
              queue?.isStopped ? queue.resume() : dispatch(runBatch(owner, batch.id)),
              rerender()
            )}
          >
            {t('batch.resume')}
          </Button>
        )}
        {queue && queue.queued.length > 0 && !queue.isStopped && (
          <Button onClick={() => (queue.cancel(), rerender())}>{t('batch.cancel')}</Button>
        )}
        <Button onClick={retryFailed} disabled={progress.failed + progress.cancelled === 0}>
          {t('batch.retryFailed')}
        </Button>
        <Button
          variant="outlined"
          disabled={results.length === 0 || download.isDisabled}
          onClick={() =>
            void download.trigger(
              results.map((result) => result.path),
              { zipName },
            )
          }
        >
          {t('batch.downloadAll')}
        </Button>
        <ExportButton variant="button" label={t('batch.exportAll')} sources={sources} zipName={zipName} />
      </Stack>
      <Stack component="ul" aria-label={t('batch.products')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {batch.items.map((item) => (
          <BatchItemRow key={item.imageId} item={item} queued={Boolean(queue)} onEnd={onEnd} />
        ))}
      </Stack>
    </Stack>
  );
}
