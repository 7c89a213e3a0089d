import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { EmailCodePasswordForm } from '@/features/auth/components/EmailCodePasswordForm';
import { paths } from '@/utils/paths';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your e-mail; we will send you a code to set a new password."
      footer={
        <Typography variant="body2">
          Remembered it?{' '}
          <Link component={RouterLink} to={paths.signin()}>
            Back to sign in
          </Link>
        </Typography>
      }
    >
      <EmailCodePasswordForm mode="forgot" onDone={() => navigate(paths.signin(), { replace: true })} />
    </AuthCard>
  );
}
