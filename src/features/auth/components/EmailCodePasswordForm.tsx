import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { toast } from '@/utils/toast';
import {
  useChangePasswordWithCodeMutation,
  useForgetPasswordMutation,
  useSendVerificationCodeMutation,
} from '../api';
import { errorMessage } from '../errors';
import { useAuthForm } from '../hooks/useAuthForm';
import { useResendCooldown } from '../hooks/useResendCooldown';
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

const EMAIL_RULES = { email: validateEmail };
const RESET_RULES = {
  email: validateEmail,
  code: validateVerificationCode,
  password: validateNewPassword,
  confirmPassword: validateConfirmPassword('password'),
};
const EMPTY = { email: '', code: '', password: '', confirmPassword: '' };

export interface EmailCodePasswordFormProps {
  /** forgot: forgetPass sends the code and sets the password; change: a verification code + changePass. */
  mode: 'forgot' | 'change';
  onDone: () => void;
}

/** Proves ownership of the e-mail with a code, then sets a new password. */
export function EmailCodePasswordForm({ mode, onDone }: EmailCodePasswordFormProps) {
  const [forgetPassword] = useForgetPasswordMutation();
  const [sendVerification] = useSendVerificationCodeMutation();
  const [changeWithCode] = useChangePasswordWithCodeMutation();
  const cooldown = useResendCooldown();
  const [codeMessage, setCodeMessage] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const step = codeMessage ? 'reset' : 'email';

  const requestCode = async (email: string) => {
    setServerError(undefined);
    const body = { email: email.trim() };
    const result = await (mode === 'forgot' ? forgetPassword(body) : sendVerification(body));
    if ('error' in result) {
      setServerError(errorMessage(result.error, 'Could not send the verification code'));
      return;
    }
    const message = result.data.message || `Verification code sent to ${body.email}`;
    toast.success(message);
    setCodeMessage(message);
    cooldown.start();
  };

  const form = useAuthForm(EMPTY, step === 'email' ? EMAIL_RULES : RESET_RULES, async (values) => {
    if (step === 'email') return requestCode(values.email);
    setServerError(undefined);
    const body = { email: values.email.trim(), code: values.code.trim(), password: values.password };
    const result = await (mode === 'forgot' ? forgetPassword(body) : changeWithCode(body));
    if ('error' in result) {
      setServerError(errorMessage(result.error, 'The password could not be changed'));
      return;
    }
    toast.success(result.data.message || 'Password changed');
    onDone();
  });
  const { resetFeedback } = form;
  useEffect(() => resetFeedback(), [step, resetFeedback]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={mode === 'forgot' ? 'Reset password' : 'Change password'}
    >
      <FormError message={serverError} />
      {codeMessage && (
        <CodeSentNotice
          message={codeMessage}
          secondsLeft={cooldown.secondsLeft}
          resending={form.submitting}
          onResend={() => void requestCode(form.values.email)}
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
        disabled={step === 'reset'}
      />
      {step === 'reset' && (
        <>
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
          <PasswordField
            {...form.field('password')}
            label="New password"
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
      )}
      <Box sx={{ mt: 1 }}>
        <SubmitButton busy={form.submitting}>
          {step === 'email' ? 'Send verification code' : 'Set new password'}
        </SubmitButton>
      </Box>
    </Box>
  );
}
