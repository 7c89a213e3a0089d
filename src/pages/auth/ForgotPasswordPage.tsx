import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard, EmailCodePasswordForm, useAuthT } from '@/features/auth';
import { paths } from '@/utils/paths';

export default function ForgotPasswordPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={
        <Typography variant="body2">
          {t('auth.remembered')}{' '}
          <Link component={RouterLink} to={paths.signin()}>
            {t('auth.backToSignIn')}
          </Link>
        </Typography>
      }
    >
      <EmailCodePasswordForm mode="forgot" onDone={() => navigate(paths.signin(), { replace: true })} />
    </AuthCard>
  );
}
