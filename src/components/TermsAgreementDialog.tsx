import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import { AppDialog } from './AppDialog';
import { paths } from '@/utils/paths';
import { useAccessT } from './access/i18n';

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
  const t = useAccessT();
  // Chinese runs the words together; English puts a space between them.
  const space = t.language === 'zh' ? '' : ' ';
  return (
    <AppDialog
      open={open}
      onClose={onDisagree}
      title={t('ui.terms.title')}
      aria-describedby="terms-agreement-text"
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onDisagree}>{t('ui.terms.disagree')}</Button>
          <Button variant="contained" onClick={onAgree} autoFocus>
            {t('ui.terms.agree')}
          </Button>
        </>
      }
    >
      <DialogContentText id="terms-agreement-text">
        {t('ui.terms.before')}
        {space}
        <Link href={paths.terms()} target="_blank" rel="noopener noreferrer">
          {t('ui.terms.terms')}
        </Link>
        {space}
        {t('ui.terms.and')}
        {space}
        <Link href={paths.privacy()} target="_blank" rel="noopener noreferrer">
          {t('ui.terms.privacy')}
        </Link>
        {t('ui.terms.after')}
      </DialogContentText>
    </AppDialog>
  );
}
