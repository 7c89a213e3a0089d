import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type FormApi } from '@/hooks/useForm';
import { cardRules, digitsOf, formatCardNumber, formatExpiry, type CardFields } from '../cardValidation';
import { TEST_CARDS } from '../constants';
import { usePaymentT } from '../i18n';
import { confirmWithMock } from '../mockProvider';
import type { ProviderFormProps } from '../types';
import { PayButton } from './PayButton';

/** The extra step the authentication test card asks for (standing in for 3-D Secure). */
function BankStep({
  amountLabel,
  onCancel,
  onConfirm,
}: {
  amountLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = usePaymentT();
  return (
    <Stack spacing={2} role="group" aria-label={t('payment.card.bankStep')}>
      <Alert severity="info">{t('payment.card.bankAsks', { amount: amountLabel })}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('payment.card.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('payment.card.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The card's expiry and security code, side by side. */
function ExpiryAndCvc({ form, busy }: { form: FormApi<CardFields>; busy: boolean }) {
  const t = usePaymentT();
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        {...form.field('expiry')}
        onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value))}
        label={t('payment.card.expiry')}
        autoComplete="cc-exp"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        disabled={busy}
        fullWidth
      />
      <TextField
        {...form.field('cvc')}
        onChange={(event) => form.setValue('cvc', digitsOf(event.target.value).slice(0, 4))}
        label={t('payment.card.cvc')}
        autoComplete="cc-csc"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        disabled={busy}
        fullWidth
      />
    </Stack>
  );
}

/**
 * The card form without a Stripe key (mock mode, tests, stories): the same interface as the Payment
 * Element adapter. Fields are checked as a provider would; the documented test cards succeed, decline
 * or need an extra step (a confirmation prompt standing in for 3-D Secure). On the one form recipe (useForm): an
 * error shows when its field is left or on Pay, and goes as soon as the field is valid.
 */
export function MockCardForm(props: ProviderFormProps) {
  const { session, amountLabel, busy, onConfirmStart, onUserCancel } = props;
  const [needsStep, setNeedsStep] = useState(false);
  const t = usePaymentT();
  // Today is taken once (the expiry check), the messages on every render: a language switch reaches a shown error.
  const [now] = useState(() => new Date());
  const hintId = useId();

  const send = (number: string) => confirmWithMock(session, props, digitsOf(number));

  const form = useForm<CardFields>({
    initial: { number: '', expiry: '', cvc: '' },
    rules: cardRules(t, now),
    onSubmit: ({ number }) => {
      if (!onConfirmStart()) return;
      if (digitsOf(number) === digitsOf(TEST_CARDS.authentication)) {
        setNeedsStep(true);
        return;
      }
      void send(number);
    },
  });

  if (needsStep) {
    return (
      <BankStep
        amountLabel={amountLabel}
        onCancel={() => {
          setNeedsStep(false);
          onUserCancel();
        }}
        onConfirm={() => {
          setNeedsStep(false);
          void send(form.values.number);
        }}
      />
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-label={t('payment.card.form')}
    >
      <Stack spacing={2}>
        <TextField
          {...form.field('number')}
          onChange={(event) => form.setValue('number', formatCardNumber(event.target.value))}
          label={t('payment.card.number')}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': hintId } }}
          disabled={busy}
          fullWidth
        />
        <ExpiryAndCvc form={form} busy={busy} />
        <Typography id={hintId} variant="caption" color="textSecondary">
          {t('payment.card.testCards', {
            success: TEST_CARDS.success,
            decline: TEST_CARDS.decline,
            authentication: TEST_CARDS.authentication,
          })}
        </Typography>
        <PayButton label={t('payment.card.pay', { amount: amountLabel })} busy={busy} />
      </Stack>
    </Box>
  );
}
