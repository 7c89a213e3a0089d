import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetHistoryQuery } from '@/api/endpoints/history';
import { MODELING_FUNCTION_KEY, OUTFIT_RESTORE_PAGE_SIZE } from '../constants';

export interface OutfitRestoreInput {
  imageId: number | null;
  promptId: number | null;
  /** The outfit batch the address names; nothing to restore when there is one. */
  batchId: string | null;
  /** The user started over on purpose (Back in the photoset view): the stage stays empty. */
  reset: boolean;
  onRestore: (batchId: string, recordId: string) => void;
}

/**
 * Spec 3 §4.1 / §4.3: on load the stage restores what the history holds. An address without the outfit's
 * batch (the outfits were paid for, then the page was opened again without it) would otherwise show an empty
 * stage and ask the user to pay for the same outfits again: the newest outfit batch of this look and
 * template is put back.
 */
export function useOutfitRestore({ imageId, promptId, batchId, reset, onRestore }: OutfitRestoreInput) {
  const skip = batchId !== null || imageId === null || reset;
  const history = useGetHistoryQuery(
    skip
      ? skipToken
      : { function_key: MODELING_FUNCTION_KEY, image_id: imageId, pageSize: OUTFIT_RESTORE_PAGE_SIZE },
  );
  const found = skip
    ? undefined
    : history.data?.list.find((record) => record.batch_id && (record.params.prompt_id ?? null) === promptId);
  const foundBatch = found?.batch_id ?? null;
  const foundRecord = found?.record_id ?? null;
  // A fresh closure every render: the batch found is what decides.
  const restore = useRef(onRestore);
  useEffect(() => {
    restore.current = onRestore;
  });
  useEffect(() => {
    if (foundBatch && foundRecord) restore.current(foundBatch, foundRecord);
  }, [foundBatch, foundRecord]);
}
