import type { ApiError, ApiResult } from './http';

/**
 * A failure worth asking again: no answer at all (the network), or the server saying it could not answer now
 * (HTTP 5xx, 429). A refusal (4xx) is an answer and is not retried.
 */
export function isTransient(error: ApiError | undefined): boolean {
  if (!error) return false;
  if (error.status === 'NETWORK') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 429);
}

/** Between attempts: 400 ms, then 1.2 s. */
export const RETRY_DELAYS_MS = [400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a call again after a transient failure (issue 41 §5: one failed answer left the balance stale or missing).
 * Only for calls that are safe to repeat: reads, cancellations, and order creation, whose repeat at worst leaves an
 * unpaid order that is never charged. Not for timeouts: 240 s is the caller's to wait once, not three times.
 */
export async function retryTransient<T>(
  run: () => Promise<ApiResult<T>>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<ApiResult<T>> {
  let result = await run();
  for (const ms of delays) {
    if (!('error' in result) || !isTransient(result.error)) return result;
    await wait(ms);
    result = await run();
  }
  return result;
}
