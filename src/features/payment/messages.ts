import { paymentT } from './i18n';

/**
 * Spec 3 §8 (Payment), word for word in English, and in 中文 (i18n/): each read in the stored language when said.
 * The card error's default is the spec's Chinese failure message (支付失败) in 中文, and in English the catalogue's
 * own 'Payment failed.' (with its full stop, as spec 3 §8 writes it).
 */
export const PAYMENT_MESSAGES = {
  get noClientSecret() {
    return paymentT('payment.msg.noClientSecret');
  },
  get noPaymentInfo() {
    return paymentT('payment.msg.noPaymentInfo');
  },
  get createFailed() {
    return paymentT('payment.msg.createFailed');
  },
  get canceled() {
    return paymentT('payment.msg.canceled');
  },
  get cancelFailed() {
    return paymentT('payment.msg.cancelFailed');
  },
  get successful() {
    return paymentT('payment.msg.successful');
  },
  get failed() {
    return paymentT('payment.msg.failed');
  },
  get queryFailed() {
    return paymentT('payment.msg.queryFailed');
  },
  get pollException() {
    return paymentT('payment.msg.pollException');
  },
  get pollFailed() {
    return paymentT('payment.msg.pollFailed');
  },
  get timeout() {
    return paymentT('payment.msg.timeout');
  },
  get statusException() {
    return paymentT('payment.msg.statusException');
  },
  get cardErrorDefault() {
    return paymentT('payment.msg.cardErrorDefault');
  },
};

/** The flow's own words where the spec has none (issue 25: the modal closed while an order is confirmed). */
export const PAYMENT_FLOW_TEXTS = {
  get stillConfirming() {
    return paymentT('payment.flow.stillConfirming');
  },
  get waiting() {
    return paymentT('payment.flow.waiting');
  },
  get waitingHint() {
    return paymentT('payment.flow.waitingHint');
  },
  get confirmingHint() {
    return paymentT('payment.flow.confirmingHint');
  },
  get tryAgain() {
    return paymentT('payment.flow.tryAgain');
  },
  get retryingHint() {
    return paymentT('payment.flow.retryingHint');
  },
  get offlineHint() {
    return paymentT('payment.flow.offlineHint');
  },
  get openElsewhere() {
    return paymentT('payment.flow.openElsewhere');
  },
  get boughtElsewhere() {
    return paymentT('payment.flow.boughtElsewhere');
  },
};
