import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ChangePasswordForm } from '@/features/auth/components/ChangePasswordForm';
import { EmailCodePasswordForm } from '@/features/auth/components/EmailCodePasswordForm';
import { useSignedIn } from '@/hooks/useSignedIn';
import { paths } from '@/utils/paths';

/**
 * /change-password is public (spec 1 §6): a signed-in user confirms with the current password,
 * a visitor proves ownership of the e-mail with a code instead.
 */
export default function ChangePasswordPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Change password"
      subtitle={
        signedIn
          ? 'Choose a new password of at least 8 characters.'
          : 'We will e-mail you a code to confirm it is you.'
      }
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to={signedIn ? '/' : '/signin'}>
            {signedIn ? 'Back to Explore' : 'Back to sign in'}
          </Link>
        </Typography>
      }
    >
      {signedIn ? (
        <ChangePasswordForm onDone={() => navigate(paths.home(), { replace: true })} />
      ) : (
        <EmailCodePasswordForm mode="change" onDone={() => navigate(paths.signin(), { replace: true })} />
      )}
    </AuthCard>
  );
}
