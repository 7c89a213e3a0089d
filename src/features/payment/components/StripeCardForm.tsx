import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { config } from '@/config/env';
import { usePaymentT } from '../i18n';
import type { ProviderFormProps } from '../types';
import { PayButton } from './PayButton';

let stripePromise: Promise<Stripe | null> | null = null;

/** Loaded once, on the first payment (the pure entry adds Stripe's script only now, not on import). */
function getStripe() {
  stripePromise ??= loadStripe(config.stripePublishableKey);
  return stripePromise;
}

/** 3-D Secure abandoned by the user: a user-cancelled payment is silent (spec 3 §4.4). */
const USER_CANCELLED_CODES = new Set(['payment_intent_authentication_failure']);

function PaymentElementForm(props: Omit<ProviderFormProps, 'session'>) {
  const { amountLabel, busy, onConfirmStart, onConfirmed, onError, onUserCancel } = props;
  const t = usePaymentT();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !onConfirmStart()) return;
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (!error) onConfirmed();
    else if (error.code && USER_CANCELLED_CODES.has(error.code)) onUserCancel();
    else onError(error.message);
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-label={t('payment.card.form')}>
      <Stack spacing={2}>
        <PaymentElement onReady={() => setReady(true)} />
        <PayButton
          label={t('payment.card.pay', { amount: amountLabel })}
          busy={busy}
          disabled={!ready || !stripe}
        />
      </Stack>
    </Box>
  );
}

/** The card adapter over Stripe's Payment Element (lazy chunk; only with VITE_STRIPE_PUBLISHABLE_KEY). */
export default function StripeCardForm({ session, ...props }: ProviderFormProps) {
  const t = usePaymentT();
  return (
    <Elements
      key={session.clientSecret}
      stripe={getStripe()}
      // Stripe's own fields and messages in the app's language (an option Elements updates in place).
      options={{ clientSecret: session.clientSecret, locale: t.language }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}
