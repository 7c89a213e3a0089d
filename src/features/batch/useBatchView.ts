import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useDownload } from '@/hooks/useDownload';
import { recordsGrouped, useRecordResults } from '@/features/tasks';
import { useBatchT } from './i18n';
import { batchName } from './name';
import { batchProgress, cancelWaiting, isUnsent, retryFailed, sendWaiting, type Batch } from './store';

const zipNameOf = (name: string) => `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim()}.zip`;

/**
 * What the batch view shows and does (issue 45 §1). The buttons only change the stored batch: whichever tab runs
 * the user's batches (BatchRunner) sends, cancels or retries, so they work the same from a second tab.
 */
export function useBatchView(owner: string, batch: Batch) {
  const t = useBatchT();
  const dispatch = useAppDispatch();
  const download = useDownload();
  const progress = batchProgress(batch);
  const recordIds = batch.items.flatMap((item) => item.recordIds);
  const perRecord = useRecordResults(recordIds);
  const results = perRecord.flat();
  // Each result is named after its product in the export's files.
  const names = batch.items.flatMap((item) => item.recordIds.map(() => item.name));
  const sources = perRecord.flatMap((list, index) =>
    list.map((result) => ({ path: result.path, name: names[index] })),
  );
  const name = batchName(batch, t);
  const zipName = zipNameOf(name);
  const unsent = batch.items.filter(isUnsent);

  const recordKey = recordIds.join(',');
  useEffect(() => {
    // After a reload the records are the batch's again: their ends are told of with the batch, once.
    if (recordKey) dispatch(recordsGrouped({ group: batch.id, recordIds: recordKey.split(',') }));
  }, [dispatch, batch.id, recordKey]);

  return {
    name,
    progress,
    results,
    sources,
    zipName,
    signedOut: Boolean(batch.signedOut),
    canSend: unsent.some((item) => !item.send),
    canCancel: batch.items.some((item) => item.state === 'queued' && item.send),
    canRetry: progress.failed + progress.cancelled > 0,
    canDownload: results.length > 0 && !download.isDisabled,
    send: () => sendWaiting(owner, batch.id),
    cancel: () => cancelWaiting(owner, batch.id),
    retry: () => retryFailed(owner, batch.id),
    downloadAll: () =>
      void download.trigger(
        results.map((result) => result.path),
        { zipName },
      ),
  };
}

export type BatchViewState = ReturnType<typeof useBatchView>;
