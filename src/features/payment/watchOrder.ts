import { paymentsApi } from '@/api/endpoints/payments';
import { readApiError } from '@/api/http';
import type { OrderStatus } from '@/api/types';
import type { AppDispatch } from '@/app/store';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_MAX_BACKOFF_MS, orderTimeoutMs } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { statusOutcome, type PaymentOutcome } from './paymentRules';
import type { WatchTrouble } from './types';

export interface OrderWatcher {
  /** Each status the server reports while the order waits. */
  onStatus: (status: OrderStatus) => void;
  /** The status queries fail (retried) or the device is offline (waiting for it); null once an answer came. */
  onTrouble?: (trouble: WatchTrouble | null) => void;
  /** Once, with the outcome. */
  onEnd: (outcome: PaymentOutcome) => void;
}

export interface WatchOptions {
  /** When the watch gives up (epoch ms): a resumed order keeps the 10 minutes it started with. */
  deadlineAt?: number;
}

/** A status query the server answered (any HTTP status) rather than one that never got an answer. */
const answered = (error: unknown) => typeof readApiError(error).status === 'number';
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The watch's time: 10 minutes, or what a resumed order has left — though past it, it still asks twice. */
const remainingMs = (deadlineAt: number | undefined) =>
  deadlineAt === undefined ? orderTimeoutMs() : Math.max(deadlineAt - Date.now(), ORDER_POLL_INTERVAL_MS * 2);

/** Tells the watcher of a change of trouble only (null once an answer came). */
function troubleReporter(watcher: () => OrderWatcher) {
  let trouble: WatchTrouble | null = null;
  return (next: WatchTrouble | null) => {
    if (next === trouble) return;
    trouble = next;
    watcher().onTrouble?.(next);
  };
}

/** One status query: the query's failure, or the status with the outcome it decides (none while it waits). */
async function askStatus(dispatch: AppDispatch, orderId: string, successMessage: string) {
  const result = await dispatch(
    paymentsApi.endpoints.getOrderStatus.initiate(orderId, { subscribe: false, forceRefetch: true }),
  );
  if (result.error || !result.data) return { error: result.error as unknown };
  const { paymentStatus, paymentMsg } = result.data;
  return { status: paymentStatus, outcome: statusOutcome(paymentStatus, paymentMsg, successMessage) };
}

/** 2, 4, 8, 16 s … at most 30 s between queries after `failures` failures in a row. */
export const backoffMs = (failures: number) =>
  Math.min(ORDER_POLL_INTERVAL_MS * 2 ** Math.max(0, failures - 1), ORDER_POLL_MAX_BACKOFF_MS);

/**
 * Polls a confirmed order every 2 s until the server says PAYED, FAIL or an unexpected status, or until the
 * 10-minute deadline (spec 3 §4.4, §9), with its own timer loop so a hanging query cannot stretch the deadline.
 * The status is the server's to decide (issue 41 §1): a query that fails — an HTTP error, a network error, a
 * timeout — is logged and asked again with backoff, and while the device is offline the next query waits for
 * `online`; only the deadline ends a watch the server never answered. Not tied to a component: `watcher()` is
 * read at each report, so the flow can hand the watch over when its modal closes or its screen goes, and the
 * outcome is still told. Returns `stop`.
 */
export function watchOrder(
  dispatch: AppDispatch,
  orderId: string,
  successMessage: string,
  watcher: () => OrderWatcher,
  { deadlineAt }: WatchOptions = {},
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const setTrouble = troubleReporter(watcher);

  const end = (outcome: PaymentOutcome) => {
    if (stopped) return;
    stop();
    watcher().onEnd(outcome);
  };

  const deadline = setTimeout(
    () => end({ step: 'timeout', message: PAYMENT_MESSAGES.timeout }),
    remainingMs(deadlineAt),
  );

  const onOnline = () => {
    window.removeEventListener('online', onOnline);
    if (stopped) return;
    clearTimeout(timer);
    setTrouble('retrying');
    run();
  };

  // While the device is offline the next query waits for `online`.
  const waitOnline = () => {
    setTrouble('offline');
    window.addEventListener('online', onOnline);
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(deadline);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  }

  const failed = (error: unknown) => {
    failures += 1;
    console.error(answered(error) ? PAYMENT_MESSAGES.queryFailed : PAYMENT_MESSAGES.pollException, error);
    if (offline()) return waitOnline();
    setTrouble('retrying');
    schedule(backoffMs(failures));
  };

  const poll = async () => {
    const answer = await askStatus(dispatch, orderId, successMessage);
    if (stopped) return;
    if ('error' in answer) return failed(answer.error);
    failures = 0;
    setTrouble(null);
    if (answer.outcome) return end(answer.outcome);
    watcher().onStatus(answer.status);
    return schedule(ORDER_POLL_INTERVAL_MS);
  };

  function run() {
    poll().catch((error: unknown) => {
      if (!stopped) failed(error);
    });
  }

  function schedule(ms: number) {
    timer = setTimeout(() => {
      if (offline()) return waitOnline();
      run();
    }, ms);
  }

  schedule(ORDER_POLL_INTERVAL_MS);
  return stop;
}
