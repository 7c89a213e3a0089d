import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';

interface SignInPromptDialogProps {
  open: boolean;
  /** What the visitor tried to do, e.g. "ReCreate". */
  action: string;
  onSignIn: () => void;
  onClose: () => void;
}

/** Spec 1 §2.3 / §6: visitors are asked to sign in before ReCreate, Try On and likes. */
export function SignInPromptDialog({ open, action, onSignIn, onClose }: SignInPromptDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Sign in to continue"
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={onSignIn} autoFocus>
            Sign in
          </Button>
        </>
      }
    >
      <DialogContentText>Please sign in to use {action}.</DialogContentText>
    </AppDialog>
  );
}
