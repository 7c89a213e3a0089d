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
import {
  batchProgress,
  batchSignedOut,
  isUnsent,
  readBatch,
  readBatches,
  updateBatch,
  updateBatchItem,
  type Batch,
  type BatchItem,
} from './store';

/** The queues this tab runs, one per batch it holds the claim of; the others are read from storage. */
const queues = new Map<string, BatchQueue>();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** This tab, as the claims name it (a reload is a new tab: its predecessor let go as the page went). */
export const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** How long a claim holds without renewal (a tab that closed without letting go is taken over after it). */
export const CLAIM_MS = 15_000;
/** Renewed this often while the tab sends. */
export const CLAIM_RENEW_MS = 5_000;
/**
 * A claim is written, then read back after this long: of two tabs claiming at once, the later write wins and
 * both read it, so one tab sends (storage has no compare-and-set).
 */
export const CLAIM_SETTLE_MS = 150;

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
 * once (when its last item ends while the user is away), not once per record — and once however many times the
 * same end is told.
 */
export const itemChanged =
  (owner: string, batchId: string, imageId: number, patch: QueueItemState) => (dispatch: AppDispatch) => {
    const previous = readBatch(owner, batchId)?.items.find((item) => item.imageId === imageId)?.state;
    updateBatchItem(owner, batchId, imageId, patch);
    if (patch.recordIds?.length) dispatch(recordsGrouped({ group: batchId, recordIds: patch.recordIds }));
    if (patch.state !== 'done' && patch.state !== 'failed') return;
    // The same end told twice (this tab's queue and another tab, say) is one end.
    if (previous === patch.state) return;
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

/** What this tab's queue is to take of a batch: records to watch, and (once sent for) the items that wait. */
function workOf(batch: Batch, queue: BatchQueue | undefined) {
  const watch: string[] = [];
  const send: string[] = [];
  for (const item of batch.items) {
    const key = String(item.imageId);
    if (item.state === 'running' && item.recordIds.length > 0) watch.push(key);
    else if (item.send && isUnsent(item)) send.push(key);
  }
  // What the queue holds already stays where it is (in line or in flight).
  const held = (key: string) => queue?.queued.includes(key) || queue?.isInFlight(key);
  return { watch: watch.filter((key) => !held(key)), send: send.filter((key) => !held(key)) };
}

const claimOf = (batch: Batch | null, now = Date.now()) =>
  batch?.runner && batch.runner.until > now ? batch.runner.tab : null;

const setClaim = (owner: string, batchId: string, runner: Batch['runner']) =>
  updateBatch(owner, batchId, (batch) => ({ ...batch, runner }));

/** Claims a batch for a tab; resolves true when the tab holds it (nobody else held it, nobody claimed after). */
export async function claimBatch(owner: string, batchId: string, tab = TAB_ID): Promise<boolean> {
  const holder = claimOf(readBatch(owner, batchId));
  if (holder && holder !== tab) return false;
  setClaim(owner, batchId, { tab, until: Date.now() + CLAIM_MS });
  await wait(CLAIM_SETTLE_MS);
  return readBatch(owner, batchId)?.runner?.tab === tab;
}

type Thunk = { dispatch: AppDispatch; getState: () => RootState };

/**
 * The runner of one user's batches in this tab (issue 45 §1: a batch goes on after a screen change, a reload or
 * in a second tab): every batch with work (records to watch, waiting items the user sent for) is claimed by one
 * tab, which runs it through the queue — at most a few in flight — and lets go once it is idle.
 */
class BatchRunner {
  private claiming = new Set<string>();
  private renewal: ReturnType<typeof setInterval>;
  private ended = false;
  private syncQueued = false;

  constructor(
    private readonly owner: string,
    private readonly store: Thunk,
  ) {
    this.renewal = setInterval(() => this.renew(), CLAIM_RENEW_MS);
  }

  /**
   * Looks at the stored batches again (a change here or in another tab, or a claim that may have run out). Once
   * per task however many changes come: the queue's own changes land here too, and are not read mid-change.
   */
  sync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.syncNow();
    });
  }

  private syncNow(): void {
    if (this.ended) return;
    for (const batch of readBatches(this.owner)) {
      const queue = queues.get(batch.id);
      const work = workOf(batch, queue);
      if (queue) {
        const stillQueued = (key: string) =>
          batch.items.some((item) => String(item.imageId) === key && item.state === 'queued' && item.send);
        queue.drop(queue.queued.filter((key) => !stillQueued(key)));
        queue.adopt(work.watch);
        queue.add(work.send);
      } else if (work.watch.length + work.send.length > 0 && !this.claiming.has(batch.id)) {
        const holder = claimOf(batch);
        if (!holder || holder === TAB_ID) void this.claim(batch.id);
      }
    }
  }

  /**
   * This tab stops running batches: claims let go, nothing more is sent from here. When the session ended (signed
   * out, or another user), what waits is kept for the user to send again once signed in; when the page goes (a
   * reload, a closed tab), the next runner goes on with it.
   */
  end({ sessionEnded = false } = {}): void {
    this.ended = true;
    clearInterval(this.renewal);
    for (const [batchId, queue] of queues) {
      queue.halt();
      queues.delete(batchId);
      if (claimOf(readBatch(this.owner, batchId)) === TAB_ID) setClaim(this.owner, batchId, undefined);
      if (sessionEnded) batchSignedOut(this.owner, batchId);
    }
  }

  private async claim(batchId: string) {
    this.claiming.add(batchId);
    try {
      if (!(await claimBatch(this.owner, batchId)) || this.ended || queues.has(batchId)) return;
      this.start(batchId);
    } finally {
      this.claiming.delete(batchId);
    }
  }

  private start(batchId: string) {
    const { owner } = this;
    const { dispatch, getState } = this.store;
    const queue = new BatchQueue({
      limit: DEFAULT_IN_FLIGHT,
      onChange: (key, state) => dispatch(itemChanged(owner, batchId, Number(key), state)),
      send: (key, hooks) => sendOne(owner, batchId, Number(key), hooks, dispatch, getState),
      // The session ended: the batch waits for the user to sign in and send the rest.
      onUnauthorized: () => batchSignedOut(owner, batchId),
    });
    queues.set(batchId, queue);
    const batch = readBatch(owner, batchId);
    if (batch) {
      const work = workOf(batch, queue);
      queue.adopt(work.watch);
      queue.add(work.send);
    }
    void this.finish(batchId, queue);
  }

  /** Once nothing of the batch waits or runs here, the claim is let go (a later retry claims it again). */
  private async finish(batchId: string, queue: BatchQueue) {
    for (;;) {
      await queue.whenIdle();
      if (queues.get(batchId) !== queue) return;
      if (queue.running === 0 && (queue.queued.length === 0 || queue.isStopped)) break;
    }
    queues.delete(batchId);
    if (claimOf(readBatch(this.owner, batchId)) === TAB_ID) setClaim(this.owner, batchId, undefined);
    this.sync();
  }

  private renew() {
    for (const batchId of queues.keys())
      setClaim(this.owner, batchId, { tab: TAB_ID, until: Date.now() + CLAIM_MS });
    // Also takes over what a tab that closed was running, once its claim ran out.
    this.sync();
  }
}

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
  if (item.state === 'running' && item.recordIds.length > 0) {
    // Sent before (a reload, a tab that closed): only its records are watched.
    hooks.accepted(item.recordIds);
    return watchRecords(item.recordIds, dispatch, getState, hooks.signal);
  }
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
  return watchRecords(recordIds, dispatch, getState, hooks.signal);
}

/** Polls the records through the engine's getTask until all have ended. */
async function watchRecords(
  recordIds: readonly string[],
  dispatch: AppDispatch,
  getState: () => RootState,
  signal?: AbortSignal,
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
      if (signal?.aborted) return { ok: false, error: 'stopped' };
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

/** A runner of `owner`'s batches in this tab; `end()` it when the user signs out or the tab goes. */
export const startBatchRunner = (owner: string) => (dispatch: AppDispatch, getState: () => RootState) =>
  new BatchRunner(owner, { dispatch, getState });
