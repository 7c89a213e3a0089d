import { useEffect } from 'react';
import { useForm } from '@/hooks/useForm';
import { toast } from '@/utils/toast';
import {
  useChangePasswordWithCodeMutation,
  useForgetPasswordMutation,
  useSendVerificationCodeMutation,
} from '../api';
import { useVerificationCode } from '../hooks/useVerificationCode';
import { authT, useAuthT } from '../i18n';
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
  const t = useAuthT();
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
    failureMessage: t(step === 'email' ? 'auth.codeFailed' : 'auth.changeFailed'),
    onSubmit: async (values) => {
      if (step === 'email') return code.request(values.email);
      const body = { email: values.email.trim(), code: values.code.trim(), password: values.password };
      const result = await (mode === 'forgot' ? forgetPassword(body) : changeWithCode(body)).unwrap();
      toast.success(result.message || authT('auth.passwordChanged'));
      onDone();
    },
  });
  const { reset, setSubmitError } = form;
  useEffect(() => reset(), [step, reset]);

  return (
    <AuthForm
      label={t(mode === 'forgot' ? 'auth.resetPassword' : 'auth.changePassword')}
      form={form}
      submit={t(step === 'email' ? 'auth.sendCode' : 'auth.setNewPassword')}
    >
      <CodeSentNotice code={code} email={form.values.email} onError={setSubmitError} />
      <EmailField {...form.field('email')} disabled={step === 'reset'} />
      {step === 'reset' && (
        <>
          <VerificationCodeField {...form.field('code')} />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            label={t('auth.newPassword')}
          />
        </>
      )}
    </AuthForm>
  );
}
