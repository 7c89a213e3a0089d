import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from '@/hooks/useForm';
import { errorMessage } from '@/utils/errorMessage';
import { toast } from '@/utils/toast';
import { useRegisterMutation, useSendVerificationCodeMutation } from '../api';
import { useResendCooldown } from '../hooks/useResendCooldown';
import { useStartSession } from '../hooks/useStartSession';
import {
  validateConfirmPassword,
  validateEmail,
  validateNewPassword,
  validateVerificationCode,
} from '../validation';
import { CodeSentNotice } from './CodeSentNotice';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const DETAILS_RULES = {
  email: validateEmail,
  password: validateNewPassword,
  confirmPassword: validateConfirmPassword('password'),
};
const CODE_RULES = { ...DETAILS_RULES, code: validateVerificationCode };
const EMPTY = { email: '', password: '', confirmPassword: '', code: '' };
const CODE_FAILED = 'Could not send the verification code';

/** Sign-up in two steps: details → request a code by e-mail → enter the code to create the account. */
export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [sendCode, sendState] = useSendVerificationCodeMutation();
  const [register] = useRegisterMutation();
  const startSession = useStartSession();
  const cooldown = useResendCooldown();
  const [codeMessage, setCodeMessage] = useState<string>();
  const step = codeMessage ? 'code' : 'details';

  /** Throws (the form shows why) when the code could not be sent. */
  const requestCode = async (email: string) => {
    const result = await sendCode({ email: email.trim() }).unwrap();
    const message = result.message || `Verification code sent to ${email.trim()}`;
    toast.success(message);
    setCodeMessage(message);
    cooldown.start();
  };

  const form = useForm({
    initial: EMPTY,
    rules: step === 'code' ? CODE_RULES : DETAILS_RULES,
    failureMessage: step === 'code' ? 'Sign up failed, please try again' : CODE_FAILED,
    onSubmit: async (values) => {
      if (step === 'details') return requestCode(values.email);
      const session = await register({
        email: values.email.trim(),
        password: values.password,
        code: values.code.trim(),
      }).unwrap();
      startSession(session);
      onSignedIn();
    },
  });

  const { reset, setSubmitError } = form;
  // The code field appears empty on purpose; it should not greet the user with an error.
  useEffect(() => reset(), [step, reset]);

  const resend = async () => {
    setSubmitError(undefined);
    try {
      await requestCode(form.values.email);
    } catch (error) {
      setSubmitError(errorMessage(error, CODE_FAILED));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Sign up">
      <FormError message={form.submitError} />
      {step === 'code' && codeMessage && (
        <CodeSentNotice
          message={codeMessage}
          secondsLeft={cooldown.secondsLeft}
          resending={sendState.isLoading}
          onResend={() => void resend()}
        />
      )}
      <TextField
        {...form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        fullWidth
        required
        margin="dense"
        disabled={step === 'code'}
      />
      {step === 'details' ? (
        <>
          <PasswordField
            {...form.field('password')}
            label="Password"
            autoComplete="new-password"
            fullWidth
            required
            margin="dense"
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label="Confirm password"
            autoComplete="new-password"
            fullWidth
            required
            margin="dense"
          />
        </>
      ) : (
        <TextField
          {...form.field('code')}
          label="Verification code"
          autoComplete="one-time-code"
          fullWidth
          required
          margin="dense"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      )}
      <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>
        <SubmitButton busy={form.submitting}>
          {step === 'details' ? 'Send verification code' : 'Create account'}
        </SubmitButton>
        {step === 'code' && (
          <Button onClick={() => setCodeMessage(undefined)} disabled={form.submitting}>
            Change email or password
          </Button>
        )}
      </Box>
    </Box>
  );
}
