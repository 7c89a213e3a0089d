import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useUiT } from './i18n';

/** An error state with a Retry action (every screen's "error with retry", docs/architecture.md). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useUiT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
