import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { AppDialog } from '@/components/AppDialog';
import { useAuthT } from '../i18n';

/** The mock account offered by the consent stand-in. */
export const MOCK_GOOGLE_ACCOUNT = 'google.user@example.com';
/** What the stand-in hands back instead of a real Google access token. */
export const MOCK_GOOGLE_ACCESS_TOKEN = 'mock-google-access-token';

export interface MockGoogleConsentDialogProps {
  open: boolean;
  onConsent: (accessToken: string) => void;
  onCancel: () => void;
}

/** Mock mode only: stands in for Google's consent popup without touching the network. */
export function MockGoogleConsentDialog({ open, onConsent, onCancel }: MockGoogleConsentDialogProps) {
  const t = useAuthT();
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      title={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <GoogleIcon aria-hidden /> {t('auth.googleTitle')}
        </Box>
      }
      actions={
        <>
          <Button onClick={onCancel}>{t('auth.cancel')}</Button>
          <Button variant="contained" onClick={() => onConsent(MOCK_GOOGLE_ACCESS_TOKEN)} autoFocus>
            {t('auth.continue')}
          </Button>
        </>
      }
    >
      <DialogContentText gutterBottom>{t('auth.googleMock')}</DialogContentText>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
        <Avatar aria-hidden>G</Avatar>
        <Typography>{MOCK_GOOGLE_ACCOUNT}</Typography>
      </Stack>
    </AppDialog>
  );
}
