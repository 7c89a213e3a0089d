import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useForm } from '@/hooks/useForm';
import { useLoginMutation } from '../api';
import { useStartSession } from '../hooks/useStartSession';
import { validateEmail, validateExistingPassword } from '../validation';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { paths } from '@/utils/paths';

const RULES = { email: validateEmail, password: validateExistingPassword };

/** E-mail and password sign-in; calls onSignedIn once the session cookies are written. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login] = useLoginMutation();
  const startSession = useStartSession();
  const form = useForm({
    initial: { email: '', password: '' },
    rules: RULES,
    failureMessage: 'Sign in failed, please try again',
    onSubmit: async (values) => {
      startSession(await login({ email: values.email.trim(), password: values.password }).unwrap());
      onSignedIn();
    },
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
      <FormError message={form.submitError} />
      <TextField
        {...form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        fullWidth
        required
        margin="dense"
      />
      <PasswordField
        {...form.field('password')}
        label="Password"
        autoComplete="current-password"
        fullWidth
        required
        margin="dense"
      />
      <Box sx={{ textAlign: 'right', mb: 2 }}>
        <Link component={RouterLink} to={paths.forgetPassword()} variant="body2">
          Forgot password?
        </Link>
      </Box>
      <SubmitButton busy={form.submitting}>Sign in</SubmitButton>
    </Box>
  );
}
