import { config } from '@/config/env';

/** Spec 3 §4.4, §9: an order is polled every 2 s for at most 10 minutes. */
export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_TIMEOUT_MS = 10 * 60 * 1000;
/**
 * A failed status query (an HTTP error, a network error, a timeout) is not a failed payment: it is asked again
 * after 2, 4, 8 … s, at most this long apart, until the 10 minutes are up (issue 41 §1). Offline, the next query
 * waits for the network to come back.
 */
export const ORDER_POLL_MAX_BACKOFF_MS = 30_000;
/** How long the modal shows the success step before it closes. */
export const SUCCESS_CLOSE_DELAY_MS = 1500;
/** Spec 3 §9: payment channel 4 for card orders. */
export const CARD_CHANNEL = 4;
/** Spec 2 §9: payment channel 2 for production path (making) orders. */
export const MAKING_CHANNEL = 2;

/**
 * Mock mode only: `?mock_order_timeout_ms=20000` (mocks/browser.ts stores it under this key) shortens the
 * 10-minute timeout so it can be rehearsed. The real build ignores it.
 */
export const MOCK_ORDER_TIMEOUT_STORAGE_KEY = 'mock-order-timeout-ms';

export function orderTimeoutMs(): number {
  if (!config.useMocks || config.isTest) return ORDER_TIMEOUT_MS;
  try {
    const stored = Number(sessionStorage.getItem(MOCK_ORDER_TIMEOUT_STORAGE_KEY));
    return stored > 0 ? stored : ORDER_TIMEOUT_MS;
  } catch {
    return ORDER_TIMEOUT_MS;
  }
}

/** The mock provider's documented test cards (mocks/engine/payments.ts decides the outcome). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** Needs an extra step (a confirmation prompt, like 3-D Secure) before it is confirmed. */
  authentication: '4000 0025 0000 3155',
} as const;
