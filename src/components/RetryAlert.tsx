import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** An error state with a Retry action (every screen's "error with retry", docs/architecture.md). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
