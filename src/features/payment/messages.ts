/** Spec 3 §8 (Payment), word for word. */
export const PAYMENT_MESSAGES = {
  noClientSecret: 'Create payment session failed, no client_secret returned.',
  noPaymentInfo: 'Create payment order failed, no payment info returned.',
  createFailed: 'Create payment order failed.',
  canceled: 'Payment canceled.',
  cancelFailed: 'Cancel order interface failed:',
  successful: 'Payment successful.',
  failed: 'Payment failed.',
  queryFailed: 'Query order status failed',
  pollException: 'Poll query order status exception',
  pollFailed: 'Poll query order status failed.',
  timeout: 'Payment failed, timeout after 10 minutes.',
  statusException: 'Payment status exception',
  /** Spec 3 §8: a card error without a message shows a default Chinese failure message ("payment failed"). */
  cardErrorDefault: '支付失败',
} as const;

/** Spec 2 §8: an unexpected error of the payment process. */
export const PAYMENT_PROCESS_ERROR = 'An error occurred during the payment process.';

/** The flow's own words where the spec has none (issue 25: the modal closed while an order is confirmed). */
export const PAYMENT_FLOW_TEXTS = {
  stillConfirming: 'Your payment is still being confirmed. We’ll tell you as soon as it is done.',
  waiting: 'Waiting for the payment to be confirmed…',
  waitingHint: 'You can close this window: the payment goes on and we’ll tell you when it is done.',
  confirmingHint: 'Keep this window open while the payment is being confirmed.',
  tryAgain: 'Try again',
} as const;
