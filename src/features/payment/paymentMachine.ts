import type { OrderStatus, PaymentOrder } from '@/api/types';
import type { PaymentSession } from './paymentInfo';
import type { PaymentOutcome } from './paymentRules';
import type { OrderRequest, PaymentFlowState, WatchTrouble } from './types';

/**
 * The payment modal as an explicit state machine (spec 3 §4.4; issue 44 §5): every change of the flow's state is
 * one of these events, and `reducePayment` is the only place that says which step an event leads to from which
 * step. An event that does not apply to the current step leaves the state as it is (a late provider answer, a
 * second click), which is what keeps one payment from becoming two.
 */
export type PaymentEvent =
  | { type: 'open'; request: OrderRequest }
  | { type: 'created'; order: PaymentOrder; session: PaymentSession }
  | { type: 'createFailed'; message: string; order?: PaymentOrder; lastStatus?: OrderStatus | null }
  | { type: 'confirmStart' }
  | { type: 'confirmed' }
  | { type: 'providerError'; message: string }
  | { type: 'userCancel' }
  | { type: 'status'; orderId: string; status: OrderStatus }
  | { type: 'trouble'; orderId: string; trouble: WatchTrouble | null }
  | { type: 'outcome'; orderId: string; outcome: PaymentOutcome }
  | { type: 'closeWhileCreating' }
  | { type: 'closeWhileConfirmed' }
  | { type: 'cancelling' }
  | { type: 'reset' };

export const IDLE: PaymentFlowState = { step: 'idle' };

const isOrder = (state: PaymentFlowState, orderId: string) => state.order?.orderId === orderId;

export function reducePayment(state: PaymentFlowState, event: PaymentEvent): PaymentFlowState {
  switch (event.type) {
    case 'open':
      return state.step === 'idle' ? { step: 'creating', request: event.request } : state;
    case 'created':
      if (state.step !== 'creating') return state;
      return {
        step: 'form',
        request: state.request,
        order: event.order,
        session: event.session,
        lastStatus: 'WAIT_PAY',
      };
    case 'createFailed':
      if (state.step !== 'creating') return state;
      return {
        step: 'failed',
        request: state.request,
        order: event.order,
        lastStatus: event.lastStatus,
        message: event.message,
      };
    case 'confirmStart':
      return state.step === 'form'
        ? { ...state, step: 'confirming', message: undefined, confirmationSent: true }
        : state;
    case 'confirmed':
      return state.step === 'confirming' && state.order ? { ...state, step: 'polling' } : state;
    case 'providerError':
      // The provider refused (or the user backed out inside it): nothing was charged, the form stays as typed.
      return state.step === 'confirming' || state.step === 'form'
        ? { ...state, step: 'form', confirmationSent: false, message: event.message }
        : state;
    case 'userCancel':
      return state.step === 'confirming'
        ? { ...state, step: 'form', confirmationSent: false, message: undefined }
        : state;
    case 'status':
      return isOrder(state, event.orderId) ? { ...state, lastStatus: event.status } : state;
    case 'trouble':
      return isOrder(state, event.orderId) && (state.step === 'polling' || state.step === 'watching')
        ? { ...state, trouble: event.trouble }
        : state;
    case 'outcome':
      if (!isOrder(state, event.orderId)) return state;
      if (state.step === 'polling') return { ...state, ...event.outcome, trouble: null };
      if (state.step === 'watching') return IDLE;
      return state;
    case 'closeWhileCreating':
      return state.step === 'creating' ? { ...state, step: 'cancelling' } : state;
    case 'closeWhileConfirmed':
      return state.step === 'polling' ? { ...state, step: 'watching' } : state;
    case 'cancelling':
      return { ...state, step: 'cancelling' };
    case 'reset':
      return IDLE;
  }
}
