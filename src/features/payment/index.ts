/**
 * The payment flow (DESIGN §5b): one hook + one modal + provider adapters (Stripe / PayPal when
 * configured, mock forms otherwise) + order polling. The second shared engine beside `features/tasks`:
 * the plans page and the production path's making orders both import it from here.
 */
export { usePaymentFlow, type PaymentFlow, type PaymentFlowOptions } from './hooks/usePaymentFlow';
export { PaymentModal, type PaymentModalProps } from './components/PaymentModal';
export { LazyPaymentModal } from './components/LazyPaymentModal';
export { PaymentDialogView, type PaymentDialogViewProps } from './components/PaymentDialogView';
export { MockCardForm } from './components/MockCardForm';
export { PAYMENT_FLOW_TEXTS, PAYMENT_MESSAGES } from './messages';
export { closeAction, statusOutcome, type CloseAction, type PaymentOutcome } from './paymentRules';
export {
  CARD_CHANNEL,
  MAKING_CHANNEL,
  ORDER_POLL_INTERVAL_MS,
  ORDER_TIMEOUT_MS,
  TEST_CARDS,
} from './constants';
export { parsePaymentInfo, type PaymentSession } from './paymentInfo';
export type { OrderRequest, PaymentFlowState, PaymentMethod, PaymentStep, ProviderFormProps } from './types';
