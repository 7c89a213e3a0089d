import { useEffect } from 'react';
import { useForm } from '@/hooks/useForm';
import { toast } from '@/utils/toast';
import {
  useChangePasswordWithCodeMutation,
  useForgetPasswordMutation,
  useSendVerificationCodeMutation,
} from '../api';
import { CODE_FAILED, useVerificationCode } from '../hooks/useVerificationCode';
import {
  validateConfirmPassword,
  validateEmail,
  validateNewPassword,
  validateVerificationCode,
} from '../validation';
import { EmailField, NewPasswordFields, VerificationCodeField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { CodeSentNotice } from './CodeSentNotice';

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
  const code = useVerificationCode((body) =>
    (mode === 'forgot' ? forgetPassword(body) : sendVerification(body)).unwrap(),
  );
  const step = code.message ? 'reset' : 'email';

  const form = useForm({
    initial: EMPTY,
    rules: step === 'email' ? EMAIL_RULES : RESET_RULES,
    failureMessage: step === 'email' ? CODE_FAILED : 'The password could not be changed',
    onSubmit: async (values) => {
      if (step === 'email') return code.request(values.email);
      const body = { email: values.email.trim(), code: values.code.trim(), password: values.password };
      const result = await (mode === 'forgot' ? forgetPassword(body) : changeWithCode(body)).unwrap();
      toast.success(result.message || 'Password changed');
      onDone();
    },
  });
  const { reset, setSubmitError } = form;
  useEffect(() => reset(), [step, reset]);

  return (
    <AuthForm
      label={mode === 'forgot' ? 'Reset password' : 'Change password'}
      form={form}
      submit={step === 'email' ? 'Send verification code' : 'Set new password'}
    >
      <CodeSentNotice code={code} email={form.values.email} onError={setSubmitError} />
      <EmailField {...form.field('email')} disabled={step === 'reset'} />
      {step === 'reset' && (
        <>
          <VerificationCodeField {...form.field('code')} />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            label="New password"
          />
        </>
      )}
    </AuthForm>
  );
}
