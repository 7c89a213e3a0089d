import type { TelemetryBatch, TelemetryEvent } from '@/utils/telemetryClient';
import { MockError } from '../errors';

/**
 * What the mock's `/api/telemetry` collected (VITE_TELEMETRY_URL=/api/telemetry in mock mode, .env.mock): the
 * batches as received, newest last, for the mock controls panel (and tests). Kept in memory for the tab's life.
 */
export interface ReceivedBatch {
  /** The body exactly as it arrived. */
  raw: string;
  batch: TelemetryBatch;
}

const KEEP = 50;
const TYPES = new Set(['vital', 'error', 'request']);
const received: ReceivedBatch[] = [];
const listeners = new Set<() => void>();

/** Takes one beacon body; a body that is not a batch is a 400, as a collector would answer. */
export function receiveTelemetry(raw: string): TelemetryBatch {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new MockError(400, 'Telemetry body is not JSON');
  }
  const batch = parsed as Partial<TelemetryBatch> | null;
  const events = batch?.events;
  if (
    !batch ||
    batch.v !== 1 ||
    typeof batch.page !== 'string' ||
    !Array.isArray(events) ||
    events.length === 0 ||
    events.length > 100 ||
    !events.every((event: TelemetryEvent) => event && TYPES.has(event.type))
  ) {
    throw new MockError(400, 'Telemetry body is not a batch (v: 1, page, events)');
  }
  received.push({ raw, batch: batch as TelemetryBatch });
  if (received.length > KEEP) received.splice(0, received.length - KEEP);
  listeners.forEach((listener) => listener());
  return batch as TelemetryBatch;
}

export function receivedTelemetry(): readonly ReceivedBatch[] {
  return received;
}

export function clearTelemetry(): void {
  received.splice(0);
  listeners.forEach((listener) => listener());
}

export function onTelemetry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
