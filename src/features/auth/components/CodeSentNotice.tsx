import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VerificationCode } from '../hooks/useVerificationCode';
import { useAuthT } from '../i18n';

export interface CodeSentNoticeProps {
  code: VerificationCode;
  /** Where a resend goes. */
  email: string;
  /** Says why a resend failed (useForm's `setSubmitError`). */
  onError: (message?: string) => void;
}

/** Says where the code went (the server's own words) and offers to send it again; nothing before a code was sent. */
export function CodeSentNotice({ code, email, onError }: CodeSentNoticeProps) {
  const t = useAuthT();
  if (!code.message) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      <Box>{code.message}</Box>
      <Button
        size="small"
        onClick={() => void code.resend(email, onError)}
        disabled={code.secondsLeft > 0 || code.resending}
        sx={{ mt: 0.5, px: 0, minWidth: 0 }}
      >
        {code.secondsLeft > 0 ? t('auth.resendIn', { seconds: code.secondsLeft }) : t('auth.resend')}
      </Button>
    </Alert>
  );
}
