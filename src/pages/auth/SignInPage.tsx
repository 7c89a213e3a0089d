import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRedirectTarget, useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { SocialSignIn } from '@/features/auth/components/SocialSignIn';

export default function SignInPage() {
  const target = useRedirectTarget();
  const returnToTarget = useReturnToRedirectTarget();
  const signUpPath = target === '/' ? '/signup' : `/signup?redirect=${encodeURIComponent(target)}`;
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to create, collect and produce."
      footer={
        <Typography variant="body2">
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to={signUpPath}>
            Sign up
          </Link>
        </Typography>
      }
    >
      <SignInForm onSignedIn={returnToTarget} />
      <SocialSignIn onSignedIn={returnToTarget} redirect={target === '/' ? undefined : target} />
    </AuthCard>
  );
}
