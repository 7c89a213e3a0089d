import type { PaymentOrder } from '@/api/types';
import { PAYMENT_MESSAGES } from '../messages';
import { closeAction } from '../paymentRules';
import type { OrderRequest, PaymentFlowState, ProviderFormCallbacks } from '../types';
import { useOrderCancel } from './flow/useOrderCancel';
import { useOrderClose } from './flow/useOrderClose';
import { useOrderOpen } from './flow/useOrderOpen';
import { useOrderWatch } from './flow/useOrderWatch';
import { usePaymentLifecycle } from './flow/usePaymentLifecycle';
import { usePaymentRuntime } from './flow/usePaymentRuntime';
import { useProviderSteps } from './flow/useProviderSteps';

export interface PaymentFlowOptions {
  /** Called once when the order is paid (after the caches that depend on it were invalidated). */
  onPaid?: (order: PaymentOrder) => void;
  /**
   * The one message a paid order gets (modal and toast): 'Payment successful.' (spec 3 §8) unless the
   * screen's spec names its own, e.g. the production path's 'Pay success' (spec 2 §8).
   */
  successMessage?: string;
}

export interface PaymentFlow extends ProviderFormCallbacks {
  state: PaymentFlowState;
  /** Creates the order and opens the modal; ignored (false) while another order is open, cancelled or confirmed. */
  open: (request: OrderRequest) => Promise<boolean>;
  /** Closes the modal by the rules of `closeAction`: an unconfirmed order is cancelled, a confirmed one watched. */
  close: () => Promise<void>;
  /**
   * After a failure that charged nothing (`canRetry`): opens the same request again — the order this page already
   * has for it when that one still waits unconfirmed (`openOrders.ts`), otherwise a fresh one.
   */
  retry: () => Promise<boolean>;
  isOpen: boolean;
  /** False while the provider confirms: the modal cannot be closed then. */
  canClose: boolean;
}

/**
 * The one payment flow every order goes through (spec 3 §4.4, §8; spec 2 §4): creates the order, hands
 * the provider form its session, watches the confirmed order (every 2 s, at most 10 minutes), refreshes what
 * a payment changes, and decides the end state by `paymentRules`: an order the provider was asked to charge
 * is never cancelled — closing the modal then (or leaving the screen) hands the watch to a toast — and a
 * cancellation the server refuses because the order is paid counts as paid. Guards against double charges:
 * a second open or confirm while one is under way, cancelled or still being confirmed does nothing.
 * Its steps are the state machine of `paymentMachine.ts`; the hooks of `flow/` run its effects by group (open,
 * close, provider steps, watch, lifecycle).
 * An order the provider was asked to charge is kept per user in storage until its outcome is told, so a reload
 * or a closed tab loses no watch (`pendingOrders.ts`), and the other tabs hear of it (`src/utils/crossTab.ts`).
 */
export function usePaymentFlow({
  onPaid,
  successMessage = PAYMENT_MESSAGES.successful,
}: PaymentFlowOptions = {}): PaymentFlow {
  const { state, runtime } = usePaymentRuntime(onPaid, successMessage);
  const watch = useOrderWatch(runtime);
  const cancelOrder = useOrderCancel(runtime);
  const open = useOrderOpen(runtime, cancelOrder);
  const { close, retry } = useOrderClose(runtime, cancelOrder, open);
  const providerSteps = useProviderSteps(runtime, watch);
  usePaymentLifecycle(runtime, state, cancelOrder, watch);

  return {
    state,
    open,
    close,
    retry,
    isOpen: state.step !== 'idle' && state.step !== 'cancelling' && state.step !== 'watching',
    canClose: closeAction(state) !== 'blocked',
    ...providerSteps,
  };
}
