import { generationApi, type DescImageArgs } from '@/api/endpoints/generation';
import type { AppDispatch, RootState } from '@/app/store';
import { DEFAULT_IMAGE_MODEL, isImageModel } from '@/components/generator/rules';
import { readLanguage } from '@/hooks/useLanguage';
import { batchPath } from '@/utils/paths';
import {
  groupEnded,
  isFailedStatus,
  isTerminalStatus,
  POLL_INTERVAL_MS,
  recordsGrouped,
  resolveFailureReason,
  tasksApi,
} from '@/features/tasks';
import { batchT } from './i18n';
import { BatchQueue, DEFAULT_IN_FLIGHT, type QueueItemState, type SendHooks } from './queue';
import { batchProgress, readBatch, updateBatchItem, type Batch, type BatchItem } from './store';

/** The queues this tab runs, one per batch; another tab (or a reload) reads the batch from storage. */
const queues = new Map<string, BatchQueue>();

export const runningQueue = (batchId: string) => queues.get(batchId);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One product's requests: Static / Try-On one per template; modeling one per product. */
function requestsOf(batch: Batch, item: BatchItem) {
  const { settings, tool } = batch;
  const model = isImageModel(settings.model) ? settings.model : DEFAULT_IMAGE_MODEL;
  if (tool === 'modeling')
    return [
      {
        image_id: item.imageId,
        prompt_id: settings.promptId ?? null,
        prompt: settings.prompt.trim(),
        images: [] as string[],
        model,
      },
    ];
  const showType = tool === 'tryOn' ? 1 : 0;
  return settings.templateIds.map((promptId) => {
    const text = settings.prompt.trim() || settings.templateTexts?.[promptId] || '';
    return {
      image_id: item.imageId,
      prompt_id: promptId,
      model,
      prompt: showType === 1 ? `${text}. Background: ${settings.background ?? ''}` : text,
      images: [item.path],
      showType: showType as 0 | 1,
    };
  });
}

/**
 * An item changed: kept in storage; its records belong to the batch, so the finished-work notices count the batch
 * once (when its last item ends while the user is away), not once per record.
 */
export const itemChanged =
  (owner: string, batchId: string, imageId: number, patch: QueueItemState) => (dispatch: AppDispatch) => {
    updateBatchItem(owner, batchId, imageId, patch);
    if (patch.recordIds?.length) dispatch(recordsGrouped({ group: batchId, recordIds: patch.recordIds }));
    if (patch.state !== 'done' && patch.state !== 'failed') return;
    const batch = readBatch(owner, batchId);
    if (!batch) return;
    const { waiting, done, total } = batchProgress(batch);
    if (waiting > 0) return;
    groupEnded(dispatch, batchId, {
      succeeded: done > 0,
      label: batchT('batch.noticeLabel', { done, total }),
      labelLanguage: readLanguage(),
      path: batchPath(batchId),
    });
  };

/**
 * Starts (or resumes) a batch in this tab through the ordinary creation calls; each record is polled by the task
 * engine's getTask (one subscription per record, RTK Query's) until it ends.
 */
export const runBatch =
  (owner: string, batchId: string, keys?: readonly number[]) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const batch = readBatch(owner, batchId);
    if (!batch) return undefined;
    let queue = queues.get(batchId);
    if (!queue) {
      queue = new BatchQueue({
        limit: DEFAULT_IN_FLIGHT,
        onChange: (key, state) => dispatch(itemChanged(owner, batchId, Number(key), state)),
        send: (key, hooks) => sendOne(owner, batchId, Number(key), hooks, dispatch, getState),
      });
      queues.set(batchId, queue);
    }
    const todo =
      keys ??
      batch.items
        .filter(
          (item) => item.state === 'queued' || (item.state === 'sending' && item.recordIds.length === 0),
        )
        .map((item) => item.imageId);
    queue.add(todo.map(String));
    return queue;
  };

async function sendOne(
  owner: string,
  batchId: string,
  imageId: number,
  hooks: SendHooks,
  dispatch: AppDispatch,
  getState: () => RootState,
): Promise<{ ok: boolean; error?: string }> {
  const batch = readBatch(owner, batchId);
  const item = batch?.items.find((candidate) => candidate.imageId === imageId);
  if (!batch || !item) return { ok: false, error: 'missing' };
  const recordIds: string[] = [];
  for (const request of requestsOf(batch, item)) {
    if (batch.tool === 'modeling') {
      const created = await dispatch(generationApi.endpoints.createDescImages.initiate([request])).unwrap();
      const id = created.tasks[0]?.record_id;
      if (id) recordIds.push(id);
    } else {
      const created = await dispatch(
        generationApi.endpoints.createDescImage.initiate(request as DescImageArgs),
      ).unwrap();
      if (created?.record_id) recordIds.push(created.record_id);
    }
  }
  if (recordIds.length === 0) return { ok: false, error: 'not accepted' };
  hooks.accepted(recordIds);
  return watchRecords(recordIds, dispatch, getState);
}

/** Polls the records through the engine's getTask until all have ended. */
export async function watchRecords(
  recordIds: readonly string[],
  dispatch: AppDispatch,
  getState: () => RootState,
): Promise<{ ok: boolean; error?: string }> {
  const subscriptions = recordIds.map((record_id) =>
    dispatch(
      tasksApi.endpoints.getTask.initiate(
        { record_id },
        { subscriptionOptions: { pollingInterval: POLL_INTERVAL_MS } },
      ),
    ),
  );
  try {
    for (;;) {
      const records = recordIds.map(
        (record_id) => tasksApi.endpoints.getTask.select({ record_id })(getState()).data,
      );
      if (records.every((record) => record && isTerminalStatus(record.status))) {
        const failed = records.find((record) => record && isFailedStatus(record.status));
        return failed ? { ok: false, error: resolveFailureReason(failed) } : { ok: true };
      }
      await wait(POLL_INTERVAL_MS / 3);
    }
  } finally {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  }
}
