import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard, ChangePasswordForm, EmailCodePasswordForm, useAuthT } from '@/features/auth';
import { useSignedIn } from '@/hooks/useSignedIn';
import { paths } from '@/utils/paths';

/**
 * /change-password is public (spec 1 §6): a signed-in user confirms with the current password,
 * a visitor proves ownership of the e-mail with a code instead.
 */
export default function ChangePasswordPage() {
  const t = useAuthT();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('auth.changeTitle')}
      subtitle={t(signedIn ? 'auth.changeSubtitleSignedIn' : 'auth.changeSubtitleVisitor')}
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to={signedIn ? '/' : '/signin'}>
            {t(signedIn ? 'auth.backToExplore' : 'auth.backToSignIn')}
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
