import Button from '@mui/material/Button';
import { usePaymentT } from '../i18n';

export interface PayButtonProps {
  /** What it does ('Pay $9.90'); 'Confirming…' while the provider answers. */
  label: string;
  busy: boolean;
  /** Not ready yet (the provider's fields still loading). */
  disabled?: boolean;
  /** Without it, the button submits its form. */
  onClick?: () => void;
}

/** The one primary action of every provider form: it cannot be pressed again while a confirmation is in flight. */
export function PayButton({ label, busy, disabled = false, onClick }: PayButtonProps) {
  const t = usePaymentT();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant="contained"
      size="large"
      disabled={busy || disabled}
      onClick={onClick}
    >
      {busy ? t('payment.pay.confirming') : label}
    </Button>
  );
}
