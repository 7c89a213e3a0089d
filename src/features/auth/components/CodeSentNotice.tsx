import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface CodeSentNoticeProps {
  message: string;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

/** Says where the code went (the server's own words) and offers to send it again. */
export function CodeSentNotice({ message, secondsLeft, resending, onResend }: CodeSentNoticeProps) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      <Box>{message}</Box>
      <Button
        size="small"
        onClick={onResend}
        disabled={secondsLeft > 0 || resending}
        sx={{ mt: 0.5, px: 0, minWidth: 0 }}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
      </Button>
    </Alert>
  );
}
