import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePaymentT } from '../i18n';
import { confirmWithMock } from '../mockProvider';
import type { ProviderFormProps } from '../types';
import { PayButton } from './PayButton';

/** PayPal without a client id (mock mode, tests): approve or cancel, as the PayPal window would. */
export function MockPayPalForm(props: ProviderFormProps) {
  const { amountLabel, busy } = props;
  const t = usePaymentT();
  const approve = async () => {
    if (props.onConfirmStart()) await confirmWithMock(props.session, props);
  };
  const cancel = () => {
    if (props.onConfirmStart()) props.onUserCancel();
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t('payment.paypal.hint', { amount: amountLabel })}
      </Typography>
      <PayButton
        label={t('payment.paypal.approve', { amount: amountLabel })}
        busy={busy}
        onClick={() => void approve()}
      />
      <Button disabled={busy} onClick={cancel}>
        {t('payment.paypal.cancel')}
      </Button>
    </Stack>
  );
}
