import type { OrderStatus, PaymentChannel, PaymentOrder } from '@/api/types';
import type { PaymentSession } from './paymentInfo';

/** How the user pays: a card form (Stripe Payment Element or the mock) or PayPal (making orders). */
export type PaymentMethod = 'card' | 'paypal';

/** What an order is for: a VIP plan (spec 3 §7, channel 4) or a making order (spec 2 §7). */
export type OrderRequest =
  | { kind: 'plan'; level: number; levelId?: number; method?: PaymentMethod }
  | {
      kind: 'making';
      productId: number;
      count: number;
      price: number;
      method?: PaymentMethod;
      channel?: PaymentChannel;
    };

/**
 * The modal's steps (spec 3 §4.4): opens → order created → form → confirm → polling → finished.
 * `cancelling` is the closed modal while the unpaid order is being cancelled; `watching` the closed modal
 * while a confirmed order is still being confirmed. No new order starts before either ends.
 */
export type PaymentStep =
  | 'idle'
  | 'creating'
  | 'form'
  | 'confirming'
  | 'polling'
  | 'success'
  | 'failed'
  | 'timeout'
  | 'cancelling'
  | 'watching';

/** Why the confirmed order's status is not coming in: queries failing (retried), or the device offline. */
export type WatchTrouble = 'retrying' | 'offline';

export interface PaymentFlowState {
  step: PaymentStep;
  request?: OrderRequest;
  order?: PaymentOrder;
  session?: PaymentSession;
  /** The outcome's message (failed, timeout, success) or a card error shown on the form. */
  message?: string;
  /** The server's own words next to the message (e.g. why a card was declined). */
  detail?: string | null;
  /** The last status the server reported for the order. */
  lastStatus?: OrderStatus | null;
  /** The provider was asked to charge this order: from then on it is never cancelled. */
  confirmationSent?: boolean;
  /** While polling: the status queries fail or the device is offline (the payment is still being confirmed). */
  trouble?: WatchTrouble | null;
}

/** What a provider form reports back to the flow. */
export interface ProviderFormCallbacks {
  /** Call before talking to the provider; false when a confirmation is already under way (no double charge). */
  onConfirmStart: () => boolean;
  /** The provider accepted the payment; the flow polls the order. */
  onConfirmed: () => void;
  /** The provider refused it (a card error by message, or none for the default). */
  onError: (message?: string) => void;
  /** The user backed out inside the provider's step: silent, back to the form. */
  onUserCancel: () => void;
}

export interface ProviderFormProps extends ProviderFormCallbacks {
  session: PaymentSession;
  amountLabel: string;
  busy: boolean;
}
