import { fetchWithTimeout } from '@/api/http';
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
  try {
    const request = new Request(new URL(confirmUrl, window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: cardNumber }),
    });
    const response = await fetchWithTimeout(request);
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    if (!response.ok || (body && Number(body.code) !== 0)) return { error: body?.message ?? '' };
    return {};
  } catch (error) {
    return { error: error instanceof Error ? error.message : '' };
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
