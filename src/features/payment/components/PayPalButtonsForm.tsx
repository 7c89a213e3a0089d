import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { config } from '@/config/env';
import type { Language } from '@/hooks/useLanguage';
import { usePaymentT } from '../i18n';
import type { ProviderFormProps } from '../types';

/** PayPal's locale codes for the app's languages. */
const PAYPAL_LOCALES: Record<Language, string> = { en: 'en_US', zh: 'zh_CN' };

/** The PayPal adapter (lazy chunk; only with VITE_PAYPAL_CLIENT_ID): the same interface as the card forms. */
export default function PayPalButtonsForm({
  session,
  onConfirmStart,
  onConfirmed,
  onError,
  onUserCancel,
}: ProviderFormProps) {
  const t = usePaymentT();
  return (
    // PayPal's buttons in the app's language; the script is loaded once per locale.
    <PayPalScriptProvider
      options={{
        clientId: config.paypalClientId,
        currency: 'USD',
        intent: 'capture',
        locale: PAYPAL_LOCALES[t.language],
      }}
    >
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
