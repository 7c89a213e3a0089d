import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useUiT } from '@/components/i18n';

export interface FailedRecordProps {
  reason: string;
  /** Spec 3 §4.1: 'Retry' when the task can be resubmitted; without it the record shows 'Failed'. */
  onRetry?: () => void;
  busy?: boolean;
}

/** A failed record: why it failed, and Retry when it can be resubmitted. */
export function FailedRecord({ reason, onRetry, busy = false }: FailedRecordProps) {
  // The shared components' words (in the first page's catalog): no text of its own in every creation route.
  const t = useUiT();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
            {t('ui.retry')}
          </Button>
        ) : (
          <Typography variant="button" component="span" sx={{ px: 1, alignSelf: 'center' }}>
            {t('ui.thumbs.failed')}
          </Typography>
        )
      }
    >
      {reason}
    </Alert>
  );
}
