import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { config } from '@/config/env';
import { formatMoney } from '@/utils/money';
import { usePaymentT } from '../i18n';
import type { PaymentFlow } from '../hooks/usePaymentFlow';
import type { ProviderFormProps } from '../types';
import { MockCardForm } from './MockCardForm';
import { MockPayPalForm } from './MockPayPalForm';
import { PaymentDialogView } from './PaymentDialogView';

// The real providers' SDKs are lazy chunks, loaded only when their keys are configured.
const StripeCardForm = lazy(() => import('./StripeCardForm'));
const PayPalButtonsForm = lazy(() => import('./PayPalButtonsForm'));

function ProviderForm({ method, ...props }: ProviderFormProps & { method: 'card' | 'paypal' }) {
  const t = usePaymentT();
  if (method === 'paypal') {
    if (!config.paypalClientId) return <MockPayPalForm {...props} />;
    return (
      <Suspense fallback={<CircularProgress aria-label={t('payment.dialog.loadingPayPal')} />}>
        <PayPalButtonsForm {...props} />
      </Suspense>
    );
  }
  if (!config.stripePublishableKey) return <MockCardForm {...props} />;
  return (
    <Suspense fallback={<CircularProgress aria-label={t('payment.dialog.loadingCard')} />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}

export interface PaymentModalProps {
  flow: PaymentFlow;
  /** The dialog's title; 'Payment' (支付) when not given. */
  title?: string;
  /** What is being bought, named above the amount ('Pro · Yearly Plan'). */
  summary?: string;
}

/** The modal every order uses: pair it with `usePaymentFlow()` and call `flow.open(request)`. */
export function PaymentModal({ flow, title, summary }: PaymentModalProps) {
  const t = usePaymentT();
  const { state } = flow;
  const amountLabel = state.order
    ? formatMoney(state.order.price, state.order.currency, t.locale)
    : undefined;
  const form = state.session ? (
    <ProviderForm
      method={state.request?.method ?? 'card'}
      session={state.session}
      amountLabel={amountLabel ?? ''}
      busy={state.step === 'confirming'}
      onConfirmStart={flow.onConfirmStart}
      onConfirmed={flow.onConfirmed}
      onError={flow.onError}
      onUserCancel={flow.onUserCancel}
    />
  ) : null;
  return (
    <PaymentDialogView
      state={state}
      title={title ?? t('payment.dialog.title')}
      summary={summary}
      amountLabel={amountLabel}
      form={form}
      onClose={() => void flow.close()}
      onRetry={() => void flow.retry()}
    />
  );
}
