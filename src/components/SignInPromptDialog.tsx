import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

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
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-in-prompt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="sign-in-prompt-title">Sign in to continue</DialogTitle>
      <DialogContent>
        <DialogContentText>Please sign in to use {action}.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onSignIn} autoFocus>
          Sign in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
