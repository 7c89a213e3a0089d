/**
 * Batches kept per user in this browser (issue 45 §1), under `atelier.batches.<account>` (named in the privacy
 * policy): which products a look was applied to and the record ids the server made for each. The records
 * themselves (status, results) come from the server. A second tab follows through the `storage` event.
 */
import { storedListReader } from '@/utils/storedList';
import type { ItemState } from './queue';

export const BATCHES_KEY_PREFIX = 'atelier.batches.';
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

export interface Batch {
  id: string;
  name: string;
  tool: BatchTool;
  createdAt: string;
  settings: BatchSettings;
  /** Credits one generation costs (shown before sending). */
  unitCost: number;
  items: BatchItem[];
}

const CHANGE_EVENT = 'app:batches-change';
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

export function updateBatchItem(
  owner: string | null,
  batchId: string,
  imageId: number,
  patch: Partial<Pick<BatchItem, 'state' | 'recordIds' | 'error'>>,
): void {
  if (!owner) return;
  write(
    owner,
    readBatches(owner).map((batch) =>
      batch.id !== batchId
        ? batch
        : {
            ...batch,
            items: batch.items.map((item) =>
              item.imageId === imageId
                ? { ...item, ...patch, recordIds: patch.recordIds ?? item.recordIds, error: patch.error }
                : item,
            ),
          },
    ),
  );
}

export function subscribeBatches(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function newBatch(
  tool: BatchTool,
  name: string,
  products: readonly BatchProduct[],
  settings: BatchSettings,
  unitCost: number,
): Batch {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    id,
    name,
    tool,
    createdAt: new Date().toISOString(),
    settings,
    unitCost,
    items: products
      .slice(0, BATCH_PRODUCTS_MAX)
      .map((product) => ({ ...product, state: 'queued', recordIds: [] })),
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
