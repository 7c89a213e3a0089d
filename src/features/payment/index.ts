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
export { PAYMENT_MESSAGES } from './messages';
export { type CloseAction, type PaymentOutcome } from './paymentRules';
export { TEST_CARDS } from './constants';
export { type PaymentSession } from './paymentInfo';
export type { OrderRequest, PaymentFlowState, PaymentMethod, PaymentStep, ProviderFormProps } from './types';
export { pendingOrdersPresent } from './pendingOrdersPresent';
