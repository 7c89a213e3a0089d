/**
 * Batches kept per user in this browser (issue 45 §1), under `atelier.batches.<account>` (named in the privacy
 * policy): which products a look was applied to and the record ids the server made for each. The records
 * themselves (status, results) come from the server. A second tab follows through the `storage` event; the tab
 * that sends a batch's waiting items says so in the batch (`runner`), so no other tab sends them too.
 */
import { storedListReader } from '@/utils/storedList';
import { BATCHES_CHANGE_EVENT, BATCHES_KEY_PREFIX } from './keys';
import type { ItemState } from './queue';

export const BATCHES_KEPT = 20;
export const BATCH_PRODUCTS_MAX = 20;

export type BatchTool = 'static' | 'tryOn' | 'modeling';

export interface BatchProduct {
  imageId: number;
  name: string;
  path: string;
}

export interface BatchItem extends BatchProduct {
  state: ItemState;
  recordIds: string[];
  error?: string;
  /**
   * The user asked for this waiting item to be sent ('Start batch', 'Send the waiting ones', 'Retry failed'):
   * whichever tab runs the user's batches sends it. Absent while the batch is kept for the way back from the payment
   * page, and after the session ended mid-batch.
   */
  send?: boolean;
}

/** What each product's generation repeats (the generator's form when the batch was made). */
export interface BatchSettings {
  prompt: string;
  templateIds: number[];
  model: string;
  /** Try-On's background. */
  background?: string;
  /** Modeling's look template. */
  promptId?: number | null;
  /** The template texts, for an empty prompt (Static / Try-On take each template's own). */
  templateTexts?: Record<number, string>;
}

/** The tab sending a batch's waiting items, until when (renewed while it sends; a closed tab's claim runs out). */
export interface BatchRunnerClaim {
  tab: string;
  until: number;
}

export interface Batch {
  id: string;
  /**
   * A name the user gave, shown as typed. Without one the name is made, in the language in use, from the tool
   * (the source), the number of products and `createdAt` (`batchName`). Batches kept before held their made
   * name here in the language they were made in; they keep showing it.
   */
  name?: string;
  tool: BatchTool;
  createdAt: string;
  settings: BatchSettings;
  /** Credits one generation costs (shown before sending). */
  unitCost: number;
  items: BatchItem[];
  /** The session ended mid-batch: what waits is sent again once the user, signed in, asks. */
  signedOut?: boolean;
  /** The tab sending what waits (BatchRunner), so no other tab sends it too. */
  runner?: BatchRunnerClaim;
}

const CHANGE_EVENT = BATCHES_CHANGE_EVENT;
export const batchesKey = (owner: string) => `${BATCHES_KEY_PREFIX}${owner}`;

const readList = storedListReader<Batch>((parsed) =>
  parsed.filter(
    (batch): batch is Batch =>
      typeof batch === 'object' &&
      batch !== null &&
      typeof (batch as Batch).id === 'string' &&
      Array.isArray((batch as Batch).items),
  ),
);

export const readBatches = (owner: string | null): readonly Batch[] =>
  readList(owner ? batchesKey(owner) : null);

export const readBatch = (owner: string | null, id: string) =>
  readBatches(owner).find((batch) => batch.id === id) ?? null;

function write(owner: string, batches: readonly Batch[]) {
  try {
    window.localStorage.setItem(batchesKey(owner), JSON.stringify(batches.slice(0, BATCHES_KEPT)));
  } catch {
    // Storage full or refused: the batch lives only as long as this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveBatch(owner: string | null, batch: Batch): void {
  if (!owner) return;
  write(owner, [batch, ...readBatches(owner).filter((other) => other.id !== batch.id)]);
}

/** Rewrites one batch (nothing when it is not kept). */
export function updateBatch(owner: string | null, batchId: string, change: (batch: Batch) => Batch): void {
  if (!owner) return;
  const batches = readBatches(owner);
  if (!batches.some((batch) => batch.id === batchId)) return;
  write(
    owner,
    batches.map((batch) => (batch.id === batchId ? change(batch) : batch)),
  );
}

type ItemPatch = Partial<Pick<BatchItem, 'state' | 'recordIds' | 'error' | 'send'>>;

const patchItems = (batch: Batch, patchOf: (item: BatchItem) => ItemPatch | null): Batch => ({
  ...batch,
  items: batch.items.map((item) => {
    const patch = patchOf(item);
    return patch
      ? { ...item, ...patch, recordIds: patch.recordIds ?? item.recordIds, error: patch.error }
      : item;
  }),
});

export function updateBatchItem(
  owner: string | null,
  batchId: string,
  imageId: number,
  patch: ItemPatch,
): void {
  updateBatch(owner, batchId, (batch) =>
    patchItems(batch, (item) => (item.imageId === imageId ? patch : null)),
  );
}

/** Not sent yet (waiting, or its request was on its way when the tab that sent it went). */
export const isUnsent = (item: BatchItem) =>
  item.state === 'queued' || (item.state === 'sending' && item.recordIds.length === 0);

/** 'Send the waiting ones': the tab that runs the user's batches sends them. */
export const sendWaiting = (owner: string | null, batchId: string) =>
  updateBatch(owner, batchId, (batch) => ({
    ...patchItems(batch, (item) => (isUnsent(item) ? { send: true } : null)),
    signedOut: undefined,
  }));

/** 'Cancel the waiting ones': nothing was sent for them; those in flight finish on the server. */
export const cancelWaiting = (owner: string | null, batchId: string) =>
  updateBatch(owner, batchId, (batch) =>
    patchItems(batch, (item) => (item.state === 'queued' ? { state: 'cancelled', send: false } : null)),
  );

/** 'Retry failed': only the failed and cancelled items wait again, and are sent (not those never sent for). */
export const retryFailed = (owner: string | null, batchId: string) =>
  updateBatch(owner, batchId, (batch) => ({
    ...patchItems(batch, (item) =>
      item.state === 'failed' || item.state === 'cancelled' ? { state: 'queued', send: true } : null,
    ),
    signedOut: undefined,
  }));

/** The session ended mid-batch: nothing more is sent until the user, signed in again, asks. */
export const batchSignedOut = (owner: string | null, batchId: string) =>
  updateBatch(owner, batchId, (batch) => ({
    ...patchItems(batch, (item) => (isUnsent(item) ? { send: false } : null)),
    signedOut: true,
  }));

export function subscribeBatches(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export interface NewBatch {
  tool: BatchTool;
  products: readonly BatchProduct[];
  settings: BatchSettings;
  unitCost: number;
  /** A name the user gave (none: made from the tool, the count and the date, in the language in use). */
  name?: string;
  /** Sent at once (no payment first). */
  send?: boolean;
}

export function newBatch({ tool, products, settings, unitCost, name, send }: NewBatch): Batch {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    id,
    ...(name ? { name } : {}),
    tool,
    createdAt: new Date().toISOString(),
    settings,
    unitCost,
    items: products
      .slice(0, BATCH_PRODUCTS_MAX)
      .map((product) => ({ ...product, state: 'queued', recordIds: [], ...(send ? { send: true } : {}) })),
  };
}

/** '7 of 12 done' and what can be retried. */
export function batchProgress(batch: Batch) {
  const count = (state: ItemState) => batch.items.filter((item) => item.state === state).length;
  return {
    total: batch.items.length,
    done: count('done'),
    failed: count('failed'),
    waiting: count('queued') + count('sending') + count('running'),
    cancelled: count('cancelled'),
  };
}
