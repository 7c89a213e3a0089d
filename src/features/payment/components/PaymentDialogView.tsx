import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { AppDialog } from '@/components/AppDialog';
import { usePaymentT } from '../i18n';
import { canRetry, closeAction } from '../paymentRules';
import type { PaymentFlowState } from '../types';

export interface PaymentDialogViewProps {
  state: PaymentFlowState;
  title: string;
  /** What is being bought ('Pro · Yearly Plan'), above the amount. */
  summary?: string;
  amountLabel?: string;
  /** The provider form (card or PayPal), shown in the form and confirming steps. */
  form?: ReactNode;
  onClose: () => void;
  /** Offered after a failure that charged nothing (`canRetry`): a fresh order for the same purchase. */
  onRetry?: () => void;
}

/** A wait; `trouble` says why no answer comes yet (the payment is still being confirmed, never failed). */
function Waiting({ text, hint, trouble }: { text: string; hint?: string; trouble?: string }) {
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
      {trouble && (
        <Alert severity="warning" sx={{ textAlign: 'start' }}>
          {trouble}
        </Alert>
      )}
      {hint && (
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      )}
    </Stack>
  );
}

function Outcome({ ok, message, detail }: { ok: boolean; message?: string; detail?: string | null }) {
  const Icon = ok ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <Stack
      spacing={1.5}
      role={ok ? 'status' : 'alert'}
      sx={{ alignItems: 'center', py: 3, textAlign: 'center' }}
    >
      <Icon aria-hidden sx={{ fontSize: 56 }} color={ok ? 'success' : 'error'} />
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      {detail && detail !== message && (
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
}

/** What is being bought and its amount, above the steps. */
function OrderSummary({ summary, amountLabel }: { summary?: string; amountLabel?: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      {summary && (
        <Typography variant="subtitle1" component="p" translate="no">
          {summary}
        </Typography>
      )}
      {amountLabel && (
        <Typography variant="pageTitle" component="p">
          {amountLabel}
        </Typography>
      )}
    </Box>
  );
}

/** The provider's form, the card error it gave, and while it confirms, the hint that it cannot be taken back. */
function ProviderStep({ state, form }: { state: PaymentFlowState; form?: ReactNode }) {
  const t = usePaymentT();
  return (
    <Stack spacing={2}>
      {state.message && <Alert severity="error">{state.message}</Alert>}
      {form}
      {state.step === 'confirming' && (
        <Typography variant="body2" color="textSecondary" role="status">
          {t('payment.flow.confirmingHint')}
        </Typography>
      )}
    </Stack>
  );
}

/** The wait for the server to confirm the order, with why no answer comes yet. */
function ConfirmationWait({ trouble }: { trouble: PaymentFlowState['trouble'] }) {
  const t = usePaymentT();
  return (
    <Waiting
      text={t('payment.flow.waiting')}
      hint={t('payment.flow.waitingHint')}
      trouble={
        trouble === 'offline'
          ? t('payment.flow.offlineHint')
          : trouble === 'retrying'
            ? t('payment.flow.retryingHint')
            : undefined
      }
    />
  );
}

/**
 * The payment modal's steps, drawn from the flow's state (spec 3 §4.4), in the one dialog (AppDialog: full screen
 * on phones, ✕ / Escape / Back close it). While the provider confirms, its answer cannot be taken back: the dialog
 * is busy, nothing closes it until the answer comes (paymentRules.closeAction).
 */
export function PaymentDialogView({
  state,
  title,
  summary,
  amountLabel,
  form,
  onClose,
  onRetry,
}: PaymentDialogViewProps) {
  const t = usePaymentT();
  const { step, order } = state;
  const open = step !== 'idle' && step !== 'cancelling' && step !== 'watching';
  const finished = step === 'failed' || step === 'timeout' || step === 'success';

  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={closeAction(state) === 'blocked'}
      closeLabel={t('payment.dialog.closePayment')}
      maxWidth="xs"
      actions={
        (step === 'failed' || step === 'timeout') && (
          <>
            <Button onClick={onClose}>{t('payment.dialog.close')}</Button>
            {onRetry && canRetry(state) && (
              <Button variant="contained" onClick={onRetry}>
                {t('payment.flow.tryAgain')}
              </Button>
            )}
          </>
        )
      }
    >
      {order && <OrderSummary summary={summary} amountLabel={amountLabel} />}
      {step === 'creating' && <Waiting text={t('payment.dialog.creating')} />}
      {(step === 'form' || step === 'confirming') && <ProviderStep state={state} form={form} />}
      {step === 'polling' && <ConfirmationWait trouble={state.trouble} />}
      {finished && <Outcome ok={step === 'success'} message={state.message} detail={state.detail} />}
      {/* The order's reference, for support: a footnote, not the dialog's headline. */}
      {order && (
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          data-testid="payment-order-id"
          sx={{ mt: 2, overflowWrap: 'anywhere' }}
        >
          {t('payment.dialog.order', { orderId: order.orderId })}
        </Typography>
      )}
    </AppDialog>
  );
}
