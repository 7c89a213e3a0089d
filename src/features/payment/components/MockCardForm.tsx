import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import { cardRules, digitsOf, formatCardNumber, formatExpiry, type CardFields } from '../cardValidation';
import { TEST_CARDS } from '../constants';
import { confirmWithMock } from '../mockProvider';
import type { ProviderFormProps } from '../types';
import { PayButton } from './PayButton';

/**
 * The card form without a Stripe key (mock mode, tests, stories): the same interface as the Payment
 * Element adapter. Fields are checked as a provider would; the documented test cards succeed, decline
 * or need an extra step (a confirmation prompt standing in for 3-D Secure). On the one form recipe (useForm): an
 * error shows when its field is left or on Pay, and goes as soon as the field is valid.
 */
export function MockCardForm(props: ProviderFormProps) {
  const { session, amountLabel, busy, onConfirmStart, onUserCancel } = props;
  const [needsStep, setNeedsStep] = useState(false);
  const [rules] = useState(() => cardRules());
  const hintId = useId();

  const send = (number: string) => confirmWithMock(session, props, digitsOf(number));

  const form = useForm<CardFields>({
    initial: { number: '', expiry: '', cvc: '' },
    rules,
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
      <Stack spacing={2} role="group" aria-label="Confirm the payment with your bank">
        <Alert severity="info">Your bank asks you to confirm this payment of {amountLabel}.</Alert>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setNeedsStep(false);
              onUserCancel();
            }}
          >
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setNeedsStep(false);
              void send(form.values.number);
            }}
          >
            Confirm payment
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-label="Card details"
    >
      <Stack spacing={2}>
        <TextField
          {...form.field('number')}
          onChange={(event) => form.setValue('number', formatCardNumber(event.target.value))}
          label="Card number"
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': hintId } }}
          disabled={busy}
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...form.field('expiry')}
            onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value))}
            label="Expiry (MM / YY)"
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
            fullWidth
          />
          <TextField
            {...form.field('cvc')}
            onChange={(event) => form.setValue('cvc', digitsOf(event.target.value).slice(0, 4))}
            label="CVC"
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
            fullWidth
          />
        </Stack>
        <Typography id={hintId} variant="caption" color="text.secondary">
          Test cards: {TEST_CARDS.success} succeeds, {TEST_CARDS.decline} is declined,{' '}
          {TEST_CARDS.authentication} asks for a confirmation. Any future expiry and any CVC.
        </Typography>
        <PayButton label={`Pay ${amountLabel}`} busy={busy} />
      </Stack>
    </Box>
  );
}
