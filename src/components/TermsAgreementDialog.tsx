import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import { AppDialog } from './AppDialog';
import { paths } from '@/utils/paths';

export interface TermsAgreementDialogProps {
  open: boolean;
  onAgree: () => void;
  onDisagree: () => void;
}

/**
 * Spec 1 §5: visitors must agree to the Terms of Service and Privacy Policy before signing in.
 * Shared so every sign-in prompt for visitors (side navigation, ReCreate, Try On) reads the same.
 */
export function TermsAgreementDialog({ open, onAgree, onDisagree }: TermsAgreementDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onDisagree}
      title="Terms of Service and Privacy Policy"
      aria-describedby="terms-agreement-text"
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onDisagree}>Disagree</Button>
          <Button variant="contained" onClick={onAgree} autoFocus>
            Agree
          </Button>
        </>
      }
    >
      <DialogContentText id="terms-agreement-text">
        To continue, please read and agree to our{' '}
        <Link href={paths.terms()} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href={paths.privacy()} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </Link>
        . You will then be asked to sign in.
      </DialogContentText>
    </AppDialog>
  );
}
