import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRedirectTarget, useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AuthCard, SignInForm, SocialSignIn, useAuthT } from '@/features/auth';

export default function SignInPage() {
  const t = useAuthT();
  const target = useRedirectTarget();
  const returnToTarget = useReturnToRedirectTarget();
  const signUpPath = target === '/' ? '/signup' : `/signup?redirect=${encodeURIComponent(target)}`;
  return (
    <AuthCard
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <Typography variant="body2">
          {t('auth.noAccount')}{' '}
          <Link component={RouterLink} to={signUpPath}>
            {t('auth.signUp')}
          </Link>
        </Typography>
      }
    >
      <SignInForm onSignedIn={returnToTarget} />
      <SocialSignIn onSignedIn={returnToTarget} redirect={target === '/' ? undefined : target} />
    </AuthCard>
  );
}
