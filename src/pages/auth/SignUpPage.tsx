import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRedirectTarget, useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AuthCard, SignUpForm, SocialSignIn, useAuthT } from '@/features/auth';
import { signinPath } from '@/utils/safeRedirect';

export default function SignUpPage() {
  const t = useAuthT();
  const target = useRedirectTarget();
  const returnToTarget = useReturnToRedirectTarget();
  const signInPath = signinPath(target);
  return (
    <AuthCard
      title={t('auth.signUpTitle')}
      subtitle={t('auth.signUpSubtitle')}
      footer={
        <Typography variant="body2">
          {t('auth.haveAccount')}{' '}
          <Link component={RouterLink} to={signInPath}>
            {t('auth.signIn')}
          </Link>
        </Typography>
      }
    >
      <SignUpForm onSignedIn={returnToTarget} />
      <SocialSignIn onSignedIn={returnToTarget} redirect={target === '/' ? undefined : target} />
    </AuthCard>
  );
}
