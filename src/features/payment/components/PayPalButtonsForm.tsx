import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { config } from '@/config/env';
import type { ProviderFormProps } from '../types';

/** The PayPal adapter (lazy chunk; only with VITE_PAYPAL_CLIENT_ID): the same interface as the card forms. */
export default function PayPalButtonsForm({
  session,
  onConfirmStart,
  onConfirmed,
  onError,
  onUserCancel,
}: ProviderFormProps) {
  return (
    <PayPalScriptProvider options={{ clientId: config.paypalClientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        onClick={(_data, actions) => (onConfirmStart() ? actions.resolve() : actions.reject())}
        createOrder={() => Promise.resolve(session.providerOrderId ?? session.clientSecret)}
        onApprove={() => {
          onConfirmed();
          return Promise.resolve();
        }}
        onCancel={() => onUserCancel()}
        onError={(error) => onError(error instanceof Error ? error.message : undefined)}
      />
    </PayPalScriptProvider>
  );
}
