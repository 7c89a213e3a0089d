import type { PaymentOrder } from '@/api/types';
import { PAYMENT_MESSAGES } from './messages';

/** What the provider form needs from a new order's `paymentInfo` (JSON text, spec 3 §3). */
export interface PaymentSession {
  clientSecret: string;
  /** Mock mode: where the mock provider confirms (a same-origin path). */
  confirmUrl?: string;
  /** PayPal: the provider's order id, when the backend created one. */
  providerOrderId?: string;
}

export type ParsedSession = { session: PaymentSession } | { error: string };

const isSameOriginPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** Reads `paymentInfo`; a missing or unreadable one, or one without a client secret, is the spec's error. */
export function parsePaymentInfo(order: Pick<PaymentOrder, 'paymentInfo'> | undefined): ParsedSession {
  if (!order?.paymentInfo) return { error: PAYMENT_MESSAGES.noPaymentInfo };
  let info: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(order.paymentInfo);
    if (!parsed || typeof parsed !== 'object') return { error: PAYMENT_MESSAGES.noPaymentInfo };
    info = parsed as Record<string, unknown>;
  } catch {
    return { error: PAYMENT_MESSAGES.noPaymentInfo };
  }
  const clientSecret = info.client_secret;
  if (typeof clientSecret !== 'string' || !clientSecret) return { error: PAYMENT_MESSAGES.noClientSecret };
  const providerOrderId = typeof info.order_id === 'string' ? info.order_id : undefined;
  return {
    session: {
      clientSecret,
      confirmUrl: isSameOriginPath(info.confirm_url) ? info.confirm_url : undefined,
      providerOrderId,
    },
  };
}
