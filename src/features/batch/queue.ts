/**
 * The batch queue (issue 45 §1): one generation per product through the ordinary calls, at most `limit` in flight
 * at a time; the rest wait in the browser and can be cancelled. An item is in flight from its submission until its
 * record ends. A failure fails that item only; a 401 (the session ended) stops the queue with the item put back,
 * so nothing of the batch is lost and it resumes after sign-in. Retry sends only the failed items again.
 */

export type ItemState = 'queued' | 'sending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface QueueItemState {
  state: ItemState;
  /** Records the server made for this item (kept as soon as they are known). */
  recordIds?: string[];
  error?: string;
}

export interface SendHooks {
  /** Called once the server accepted the work: the records to keep (the batch survives a reload with them). */
  accepted: (recordIds: string[]) => void;
  signal: AbortSignal;
}

export interface QueueOptions {
  limit: number;
  /** Submits one item and resolves when its records end: 'done' or 'failed' (with a reason). Throws when refused. */
  send: (key: string, hooks: SendHooks) => Promise<{ ok: boolean; error?: string }>;
  /** Every change of an item's state. */
  onChange: (key: string, state: QueueItemState) => void;
  /** The session ended mid-batch: the queue stopped, nothing was dropped. */
  onUnauthorized?: () => void;
}

export const DEFAULT_IN_FLIGHT = 3;

const statusOf = (error: unknown) => {
  const { status, code } = (error ?? {}) as { status?: number; code?: number };
  return status ?? code;
};
const messageOf = (error: unknown) =>
  (error as { message?: string } | undefined)?.message || String(error ?? 'failed');

export class BatchQueue {
  private waiting: string[] = [];
  private inFlight = new Map<string, AbortController>();
  private stopped = false;
  private failed = new Set<string>();
  private idle: Array<() => void> = [];

  constructor(private readonly options: QueueOptions) {}

  /** Items in the browser's queue, in order. */
  get queued(): readonly string[] {
    return this.waiting;
  }

  get running(): number {
    return this.inFlight.size;
  }

  isInFlight(key: string): boolean {
    return this.inFlight.has(key);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  add(keys: readonly string[]): void {
    for (const key of keys) {
      if (this.waiting.includes(key) || this.inFlight.has(key)) continue;
      this.failed.delete(key);
      this.waiting.push(key);
      this.options.onChange(key, { state: 'queued' });
    }
    this.pump();
  }

  /**
   * Items whose records the server already has (after a reload, or from a tab that closed): watched until they
   * end, counted in flight (they are, on the server), never sent again.
   */
  adopt(keys: readonly string[]): void {
    for (const key of keys) {
      if (this.inFlight.has(key)) continue;
      this.waiting = this.waiting.filter((other) => other !== key);
      void this.run(key, true);
    }
  }

  /** Items no longer waiting (cancelled elsewhere) leave the line without a word: their state is already told. */
  drop(keys: readonly string[]): void {
    this.waiting = this.waiting.filter((key) => !keys.includes(key));
    this.settle();
  }

  /**
   * This tab stops running the batch (the user signed out, or the runner went): nothing more is sent or told;
   * what was in flight stays as last told, for the next runner to pick up.
   */
  halt(): void {
    this.stopped = true;
    this.waiting = [];
    for (const controller of this.inFlight.values()) controller.abort();
    this.inFlight.clear();
    this.settle();
  }

  /** Items still waiting are cancelled (nothing was sent for them); those in flight finish on the server. */
  cancel(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const key of waiting) this.options.onChange(key, { state: 'cancelled' });
    this.settle();
  }

  /** Sends again only the items that failed. */
  retryFailed(): void {
    const again = [...this.failed];
    this.stopped = false;
    this.add(again);
  }

  /** After a 401 and a new sign-in: the queue goes on from where it stopped. */
  resume(): void {
    this.stopped = false;
    this.pump();
  }

  /** Resolves once nothing waits or runs (or the queue stopped). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle() {
    return this.inFlight.size === 0 && (this.waiting.length === 0 || this.stopped);
  }

  private settle() {
    if (!this.isIdle()) return;
    const waiters = this.idle;
    this.idle = [];
    waiters.forEach((resolve) => resolve());
  }

  private pump() {
    while (!this.stopped && this.inFlight.size < this.options.limit && this.waiting.length > 0) {
      const key = this.waiting.shift()!;
      void this.run(key);
    }
    this.settle();
  }

  private async run(key: string, adopted = false) {
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    const onChange = (changed: string, state: QueueItemState) => {
      if (!controller.signal.aborted) this.options.onChange(changed, state);
    };
    if (!adopted) onChange(key, { state: 'sending' });
    let recordIds: string[] | undefined;
    try {
      const outcome = await this.options.send(key, {
        signal: controller.signal,
        accepted: (ids) => {
          recordIds = ids;
          onChange(key, { state: 'running', recordIds: ids });
        },
      });
      if (controller.signal.aborted) return;
      if (outcome.ok) onChange(key, { state: 'done', recordIds });
      else {
        this.failed.add(key);
        onChange(key, { state: 'failed', recordIds, error: outcome.error });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      if (statusOf(error) === 401 && !recordIds) {
        // The session ended: this item goes back first in line and the queue stops, keeping the batch.
        this.stopped = true;
        this.waiting.unshift(key);
        onChange(key, { state: 'queued' });
        this.options.onUnauthorized?.();
      } else {
        this.failed.add(key);
        onChange(key, { state: 'failed', recordIds, error: messageOf(error) });
      }
    } finally {
      if (!controller.signal.aborted) {
        this.inFlight.delete(key);
        this.pump();
      }
    }
  }
}
