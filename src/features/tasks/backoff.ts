import { MAX_POLL_ERROR_RETRIES, POLL_BACKOFF_MAX_MS, POLL_INTERVAL_MS } from './constants';

/**
 * The wait before the next poll of a record after `errors` failed polls in a row: the spec's 3 s for the first
 * three retries, then doubling (6, 12, 24 s) up to POLL_BACKOFF_MAX_MS, so a server in trouble is not hammered
 * while the record stays pending.
 */
export function pollIntervalAfter(errors: number): number {
  if (errors <= MAX_POLL_ERROR_RETRIES) return POLL_INTERVAL_MS;
  return Math.min(POLL_INTERVAL_MS * 2 ** (errors - MAX_POLL_ERROR_RETRIES), POLL_BACKOFF_MAX_MS);
}
