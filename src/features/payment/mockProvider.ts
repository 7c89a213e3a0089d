import { fetchWithTimeout } from '@/api/http';
import { RETRY_DELAYS_MS } from '@/api/retry';
import type { PaymentSession } from './paymentInfo';
import type { ProviderFormCallbacks } from './types';

/** Where the mock backend confirms when the order did not say (mocks/handlers/payments.ts). */
const FALLBACK_CONFIRM_URL = '/mock-payments/confirm';

/**
 * The mock card provider's client: posts the card to the mock backend's confirm route, as a provider's
 * SDK would post it to the provider. This is not a call of our backend's contract (in production the
 * provider's own SDK does it), so it does not go through the typed clients; it only ever goes to a
 * same-origin path the mock handed out in `paymentInfo.confirm_url`.
 */
export async function confirmMockPayment(
  confirmUrl: string,
  clientSecret: string,
  cardNumber?: string,
): Promise<{ error?: string }> {
  // A confirmation is idempotent (one order, one client secret), so one the provider could not answer — no answer,
  // a 5xx — is sent again before the form hears of it, as a provider's SDK does; a decline is an answer.
  let result = await confirmOnce(confirmUrl, clientSecret, cardNumber);
  for (const ms of RETRY_DELAYS_MS) {
    if (!result.transient) break;
    await new Promise((resolve) => setTimeout(resolve, ms));
    result = await confirmOnce(confirmUrl, clientSecret, cardNumber);
  }
  return result.error === undefined ? {} : { error: result.error };
}

async function confirmOnce(
  confirmUrl: string,
  clientSecret: string,
  cardNumber?: string,
): Promise<{ error?: string; transient?: boolean }> {
  try {
    const request = new Request(new URL(confirmUrl, window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: cardNumber }),
    });
    const response = await fetchWithTimeout(request);
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    if (!response.ok || (body && Number(body.code) !== 0))
      return { error: body?.message ?? '', transient: response.status >= 500 };
    return {};
  } catch (error) {
    return { error: error instanceof Error ? error.message : '', transient: true };
  }
}

/** Confirms through the mock provider and reports the outcome to the flow (both mock forms). */
export async function confirmWithMock(
  session: PaymentSession,
  { onConfirmed, onError }: Pick<ProviderFormCallbacks, 'onConfirmed' | 'onError'>,
  cardNumber?: string,
): Promise<void> {
  const result = await confirmMockPayment(
    session.confirmUrl ?? FALLBACK_CONFIRM_URL,
    session.clientSecret,
    cardNumber,
  );
  if (result.error !== undefined) onError(result.error);
  else onConfirmed();
}
