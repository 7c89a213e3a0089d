import { useEffect, useRef } from 'react';
import { useGetHistoryQuery } from '@/api/endpoints/history';
import { isSignedIn } from '@/utils/cookies';
import { RESTORE_HISTORY_PAGE_SIZE } from '../constants';
import { useTasksT } from '../i18n';
import { normalizeStatus } from '../status';
import type { RestoredRecord } from '../tasksSlice';
import type { FunctionKey, GenerationRecord } from '../types';

/**
 * Spec 3 §4.1: on load, the history records of the current image that still run are restored as
 * pending / processing items and polled (the engine skips ones it already holds or saw finish).
 */
export function useRestoreRunning(
  functionKey: FunctionKey,
  imageId: number | null,
  restore: (records: RestoredRecord[]) => unknown,
  options: {
    kind?: 'image' | 'video';
    label?: string;
    /** Only the records this view made (marketing's Static and Try-On share a function key). */
    match?: (record: GenerationRecord) => boolean;
  } = {},
) {
  const t = useTasksT();
  const { kind = 'image', label = t('tasks.label.generation') } = options;
  // Read when the list changes; a new function on each render must not restore again.
  const match = useRef(options.match);
  useEffect(() => {
    match.current = options.match;
  });
  const history = useGetHistoryQuery(
    { function_key: functionKey, pageSize: RESTORE_HISTORY_PAGE_SIZE },
    { skip: imageId === null || !isSignedIn(), refetchOnMountOrArgChange: true },
  );
  const list = history.data?.list;
  useEffect(() => {
    if (!list || imageId === null) return;
    const records = list
      .filter((record) => record.params?.image_id === imageId && (!match.current || match.current(record)))
      .map((record) => ({
        recordId: record.record_id,
        status: normalizeStatus(record.status),
        kind,
        label,
        createdAt: Date.parse(record.create_time) || undefined,
      }));
    if (records.length) restore(records);
  }, [list, imageId, restore, kind, label]);
}
