import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRedirectTarget, useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { SocialSignIn } from '@/features/auth/components/SocialSignIn';
import { signinPath } from '@/utils/safeRedirect';

export default function SignUpPage() {
  const target = useRedirectTarget();
  const returnToTarget = useReturnToRedirectTarget();
  const signInPath = signinPath(target);
  return (
    <AuthCard
      title="Create your account"
      subtitle="We will e-mail you a verification code."
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={signInPath}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <SignUpForm onSignedIn={returnToTarget} />
      <SocialSignIn onSignedIn={returnToTarget} redirect={target === '/' ? undefined : target} />
    </AuthCard>
  );
}
