import type { OrderStatus } from '@/api/types';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentFlowState } from './types';

/**
 * The payment's rules in one place (spec 3 §4.4; issue 25): what closing the modal does at each step and
 * what a status the server reports means. Every order — a plan, a making order by card or by PayPal —
 * goes through these, so no path can cancel an order it already asked the provider to charge.
 *
 * - `blocked`: the provider is confirming (the card form's Pay, PayPal's window): the modal stays open
 *   until the provider answers, because its answer cannot be taken back.
 * - `watch`: the provider accepted and the order is being confirmed: the modal hides, the order keeps being
 *   watched and its outcome is told by a toast; it is never cancelled.
 * - `cancel`: an unpaid order whose confirmation was never sent is cancelled ('Payment canceled.').
 * - `abandonCreation`: the order is still being created: it is cancelled as soon as it exists.
 * - `dismiss`: nothing is pending (finished, failed before any charge, or the outcome already known).
 */
export type CloseAction = 'blocked' | 'watch' | 'cancel' | 'abandonCreation' | 'dismiss' | 'none';

export function closeAction(state: PaymentFlowState): CloseAction {
  switch (state.step) {
    case 'idle':
    case 'cancelling':
    case 'watching':
      return 'none';
    case 'confirming':
      return 'blocked';
    case 'creating':
      return 'abandonCreation';
    case 'polling':
      return 'watch';
    default:
      return state.order && !state.confirmationSent && state.lastStatus === 'WAIT_PAY' ? 'cancel' : 'dismiss';
  }
}

/**
 * Whether a failed payment may be tried again with a fresh order: only when nothing can still be charged — the
 * provider was never asked, or the server says the order failed. After a timeout or an unknown status the first
 * order may yet be paid, so a second one could charge twice.
 */
export function canRetry(state: PaymentFlowState): boolean {
  if (state.step !== 'failed' || !state.request) return false;
  return !state.confirmationSent || state.lastStatus === 'FAIL';
}

/** How a flow ends: what the modal (or, once it is closed, a toast) says. */
export interface PaymentOutcome {
  step: 'success' | 'failed' | 'timeout';
  message: string;
  detail?: string | null;
  lastStatus?: OrderStatus | null;
}

/** What a reported order status means: keep waiting (null) or the outcome (spec 3 §4.4, §8). */
export function statusOutcome(
  status: string | null | undefined,
  paymentMsg: string | null | undefined,
  successMessage: string,
): PaymentOutcome | null {
  switch (status) {
    case 'WAIT_PAY':
      return null;
    case 'PAYED':
      return { step: 'success', lastStatus: 'PAYED', message: successMessage };
    case 'FAIL':
      return { step: 'failed', lastStatus: 'FAIL', message: PAYMENT_MESSAGES.failed, detail: paymentMsg };
    default:
      return { step: 'failed', lastStatus: null, message: PAYMENT_MESSAGES.statusException };
  }
}
