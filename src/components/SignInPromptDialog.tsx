import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';
import { useAccessT } from './access/i18n';
import { useUiT } from './i18n';

interface SignInPromptDialogProps {
  open: boolean;
  /** What the visitor tried to do, e.g. "ReCreate". */
  action: string;
  onSignIn: () => void;
  onClose: () => void;
}

/** Spec 1 §2.3 / §6: visitors are asked to sign in before ReCreate, Try On and likes. */
export function SignInPromptDialog({ open, action, onSignIn, onClose }: SignInPromptDialogProps) {
  const t = useAccessT();
  const ui = useUiT();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('ui.signIn.title')}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose}>{ui('ui.cancel')}</Button>
          <Button variant="contained" onClick={onSignIn} autoFocus>
            {t('ui.signIn.button')}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('ui.signIn.text', { action })}</DialogContentText>
    </AppDialog>
  );
}
