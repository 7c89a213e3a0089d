import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from '@/hooks/useForm';
import { errorMessage } from '@/utils/errorMessage';
import { toast } from '@/utils/toast';
import {
  useChangePasswordWithCodeMutation,
  useForgetPasswordMutation,
  useSendVerificationCodeMutation,
} from '../api';
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
const CODE_FAILED = 'Could not send the verification code';

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
  const step = codeMessage ? 'reset' : 'email';

  /** Throws (the form shows why) when the code could not be sent. */
  const requestCode = async (email: string) => {
    const body = { email: email.trim() };
    const result = await (mode === 'forgot' ? forgetPassword(body) : sendVerification(body)).unwrap();
    const message = result.message || `Verification code sent to ${body.email}`;
    toast.success(message);
    setCodeMessage(message);
    cooldown.start();
  };

  const form = useForm({
    initial: EMPTY,
    rules: step === 'email' ? EMAIL_RULES : RESET_RULES,
    failureMessage: step === 'email' ? CODE_FAILED : 'The password could not be changed',
    onSubmit: async (values) => {
      if (step === 'email') return requestCode(values.email);
      const body = { email: values.email.trim(), code: values.code.trim(), password: values.password };
      const result = await (mode === 'forgot' ? forgetPassword(body) : changeWithCode(body)).unwrap();
      toast.success(result.message || 'Password changed');
      onDone();
    },
  });
  const { reset, setSubmitError } = form;
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
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={mode === 'forgot' ? 'Reset password' : 'Change password'}
    >
      <FormError message={form.submitError} />
      {codeMessage && (
        <CodeSentNotice
          message={codeMessage}
          secondsLeft={cooldown.secondsLeft}
          resending={form.submitting}
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
