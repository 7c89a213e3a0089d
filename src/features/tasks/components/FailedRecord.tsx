import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FAILED_TEXT, RETRY_TEXT } from '../constants';

export interface FailedRecordProps {
  reason: string;
  /** Spec 3 §4.1: 'Retry' when the task can be resubmitted; without it the record shows 'Failed'. */
  onRetry?: () => void;
  busy?: boolean;
}

/** A failed record: why it failed, and Retry when it can be resubmitted. */
export function FailedRecord({ reason, onRetry, busy = false }: FailedRecordProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
            {RETRY_TEXT}
          </Button>
        ) : (
          <Typography variant="button" component="span" sx={{ px: 1, alignSelf: 'center' }}>
            {FAILED_TEXT}
          </Typography>
        )
      }
    >
      {reason}
    </Alert>
  );
}
