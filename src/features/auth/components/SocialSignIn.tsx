import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import { MockGoogleConsentDialog } from '../google/MockGoogleConsentDialog';
import { useGoogleSignIn } from '../google/useGoogleSignIn';
import { useAuthT } from '../i18n';

export interface SocialSignInProps {
  onSignedIn: () => void;
  /** Already validated target, carried through the Apple callback. */
  redirect?: string;
}

/** Google (token flow) and Apple (callback route) sign-in, spec 1 §2.5. */
export function SocialSignIn({ onSignedIn, redirect }: SocialSignInProps) {
  const t = useAuthT();
  const google = useGoogleSignIn(onSignedIn);
  const appleTarget = redirect
    ? `/auth/apple/callback?redirect=${encodeURIComponent(redirect)}`
    : '/auth/apple/callback';
  return (
    <>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
      <Stack spacing={1.25}>
        {google.available && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<GoogleIcon aria-hidden />}
            onClick={() => void google.start()}
            disabled={google.busy}
            aria-busy={google.busy}
          >
            {t('auth.continueGoogle')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="large"
          color="inherit"
          startIcon={<AppleIcon aria-hidden />}
          component={RouterLink}
          to={appleTarget}
        >
          {t('auth.continueApple')}
        </Button>
      </Stack>
      {google.available && <MockGoogleConsentDialog {...google.mockDialog} />}
    </>
  );
}
