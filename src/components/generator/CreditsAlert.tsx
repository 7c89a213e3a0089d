import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { useGeneratorT } from './i18n';

export interface CreditsAlertProps {
  message: string;
  /** Where /payment leads back to once paid, with what the user typed (the current screen by default). */
  back?: string | null;
}

/** Not enough credits: the server's reason and the way to top up (`/payment?reason=…&back=…`). Nothing was debited. */
export function CreditsAlert({ message, back }: CreditsAlertProps) {
  const t = useGeneratorT();
  const location = useLocation();
  const from = back ?? `${location.pathname}${location.search}`;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          component={RouterLink}
          to={paths.payment({ reason: message, back: from })}
          color="inherit"
          size="small"
        >
          {t('generator.getCredits')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
