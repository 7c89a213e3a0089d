import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  digitsOf,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardFields,
} from '../cardValidation';
import { TEST_CARDS } from '../constants';
import { confirmWithMock } from '../mockProvider';
import type { ProviderFormProps } from '../types';

/**
 * The card form without a Stripe key (mock mode, tests, stories): the same interface as the Payment
 * Element adapter. Fields are checked as a provider would; the documented test cards succeed, decline
 * or need an extra step (a confirmation prompt standing in for 3-D Secure).
 */
export function MockCardForm({
  session,
  amountLabel,
  busy,
  onConfirmStart,
  onConfirmed,
  onError,
  onUserCancel,
}: ProviderFormProps) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [needsStep, setNeedsStep] = useState(false);
  const hintId = useId();

  const send = () => confirmWithMock(session, { onConfirmed, onError }, digitsOf(fields.number));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!onConfirmStart()) return;
    if (digitsOf(fields.number) === digitsOf(TEST_CARDS.authentication)) {
      setNeedsStep(true);
      return;
    }
    void send();
  };

  const set = (name: keyof CardFields, value: string) => {
    setFields((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

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
              void send();
            }}
          >
            Confirm payment
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card details">
      <Stack spacing={2}>
        <TextField
          label="Card number"
          value={fields.number}
          onChange={(event) => set('number', formatCardNumber(event.target.value))}
          error={Boolean(errors.number)}
          helperText={errors.number}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': hintId } }}
          disabled={busy}
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry (MM / YY)"
            value={fields.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry}
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
            fullWidth
          />
          <TextField
            label="CVC"
            value={fields.cvc}
            onChange={(event) => set('cvc', digitsOf(event.target.value).slice(0, 4))}
            error={Boolean(errors.cvc)}
            helperText={errors.cvc}
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
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Confirming…' : `Pay ${amountLabel}`}
        </Button>
      </Stack>
    </Box>
  );
}
