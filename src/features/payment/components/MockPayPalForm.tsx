import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmWithMock } from '../mockProvider';
import type { ProviderFormProps } from '../types';

/** PayPal without a client id (mock mode, tests): approve or cancel, as the PayPal window would. */
export function MockPayPalForm({
  session,
  amountLabel,
  busy,
  onConfirmStart,
  onConfirmed,
  onError,
  onUserCancel,
}: ProviderFormProps) {
  const approve = async () => {
    if (!onConfirmStart()) return;
    await confirmWithMock(session, { onConfirmed, onError });
  };
  const cancel = () => {
    if (onConfirmStart()) onUserCancel();
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        PayPal (mock): approve or cancel the payment of {amountLabel}.
      </Typography>
      <Button variant="contained" size="large" disabled={busy} onClick={() => void approve()}>
        {busy ? 'Confirming…' : `Approve ${amountLabel} with PayPal`}
      </Button>
      <Button disabled={busy} onClick={cancel}>
        Cancel in PayPal
      </Button>
    </Stack>
  );
}
