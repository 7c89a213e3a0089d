import { paymentsApi } from '@/api/endpoints/payments';
import type { ApiError } from '@/api/http';
import type { OrderStatus } from '@/api/types';
import type { AppDispatch } from '@/app/store';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_RETRIES, orderTimeoutMs } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { statusOutcome, type PaymentOutcome } from './paymentRules';

export interface OrderWatcher {
  /** Each status the server reports while the order waits. */
  onStatus: (status: OrderStatus) => void;
  /** Once, with the outcome. */
  onEnd: (outcome: PaymentOutcome) => void;
}

/** A status query the server answered (any HTTP status) rather than one that never got an answer. */
const answered = (error: unknown) => typeof (error as Partial<ApiError>).status === 'number';

/**
 * Polls a confirmed order every 2 s until PAYED, FAIL, an unexpected status, a failed query, or the
 * 10-minute deadline (spec 3 §4.4, §9), with its own timer loop so a hanging query cannot stretch the
 * deadline. Not tied to a component: `watcher()` is read at each report, so the payment flow can hand
 * the watch over when its modal closes or its screen goes, and the outcome is still told. Returns `stop`.
 */
export function watchOrder(
  dispatch: AppDispatch,
  orderId: string,
  successMessage: string,
  watcher: () => OrderWatcher,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const end = (outcome: PaymentOutcome) => {
    if (stopped) return;
    stop();
    watcher().onEnd(outcome);
  };

  const deadline = setTimeout(
    () => end({ step: 'timeout', message: PAYMENT_MESSAGES.timeout }),
    orderTimeoutMs(),
  );

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(deadline);
  }

  const poll = async () => {
    const result = await dispatch(
      paymentsApi.endpoints.getOrderStatus.initiate(orderId, { subscribe: false, forceRefetch: true }),
    );
    if (stopped) return;
    if (result.error || !result.data) {
      if (answered(result.error)) return end({ step: 'failed', message: PAYMENT_MESSAGES.queryFailed });
      failures += 1;
      console.error(PAYMENT_MESSAGES.pollException, result.error);
      if (failures > ORDER_POLL_RETRIES) return end({ step: 'failed', message: PAYMENT_MESSAGES.pollFailed });
      return schedule();
    }
    failures = 0;
    const { paymentStatus, paymentMsg } = result.data;
    const outcome = statusOutcome(paymentStatus, paymentMsg, successMessage);
    if (!outcome) {
      watcher().onStatus(paymentStatus);
      return schedule();
    }
    return end(outcome);
  };

  function schedule() {
    timer = setTimeout(() => {
      poll().catch((error: unknown) => {
        console.error(PAYMENT_MESSAGES.pollException, error);
        end({ step: 'failed', message: PAYMENT_MESSAGES.pollFailed });
      });
    }, ORDER_POLL_INTERVAL_MS);
  }

  schedule();
  return stop;
}
