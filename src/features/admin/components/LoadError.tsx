import { Alert, Button } from '@mui/material';

/** A failed admin read, with the way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`${what} could not be loaded.`}
    </Alert>
  );
}
