import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';

/** Not enough credits: the server's reason and the way to top up (`/payment?reason=…`). Nothing was debited. */
export function CreditsAlert({ message }: { message: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.payment({ reason: message })} color="inherit" size="small">
          Get credits
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
