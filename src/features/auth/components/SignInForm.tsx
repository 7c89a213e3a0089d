import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useForm } from '@/hooks/useForm';
import { paths } from '@/utils/paths';
import { useLoginMutation } from '../api';
import { useStartSession } from '../hooks/useStartSession';
import { validateEmail, validateExistingPassword } from '../validation';
import { EmailField, PasswordField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { useAuthT } from '../i18n';

const RULES = { email: validateEmail, password: validateExistingPassword };

/** E-mail and password sign-in; calls onSignedIn once the session cookies are written. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useAuthT();
  const [login] = useLoginMutation();
  const startSession = useStartSession();
  const form = useForm({
    initial: { email: '', password: '' },
    rules: RULES,
    failureMessage: t('auth.signInFailed'),
    onSubmit: async (values) => {
      startSession(await login({ email: values.email.trim(), password: values.password }).unwrap());
      onSignedIn();
    },
  });

  return (
    <AuthForm
      label={t('auth.signIn')}
      form={form}
      submit={t('auth.signIn')}
      beforeSubmit={
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component={RouterLink} to={paths.forgetPassword()} variant="body2">
            {t('auth.forgotLink')}
          </Link>
        </Box>
      }
    >
      <EmailField {...form.field('email')} />
      <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="current-password" />
    </AuthForm>
  );
}
