import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useForm } from '@/hooks/useForm';
import { useRegisterMutation, useSendVerificationCodeMutation } from '../api';
import { useStartSession } from '../hooks/useStartSession';
import { useVerificationCode } from '../hooks/useVerificationCode';
import { useAuthT } from '../i18n';
import {
  validateConfirmPassword,
  validateEmail,
  validateNewPassword,
  validateVerificationCode,
} from '../validation';
import { EmailField, NewPasswordFields, VerificationCodeField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { CodeSentNotice } from './CodeSentNotice';

const DETAILS_RULES = {
  email: validateEmail,
  password: validateNewPassword,
  confirmPassword: validateConfirmPassword('password'),
};
const CODE_RULES = { ...DETAILS_RULES, code: validateVerificationCode };
const EMPTY = { email: '', password: '', confirmPassword: '', code: '' };

/** Sign-up in two steps: details → request a code by e-mail → enter the code to create the account. */
export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useAuthT();
  const [sendCode] = useSendVerificationCodeMutation();
  const [register] = useRegisterMutation();
  const startSession = useStartSession();
  const code = useVerificationCode((body) => sendCode(body).unwrap());
  const step = code.message ? 'code' : 'details';

  const form = useForm({
    initial: EMPTY,
    rules: step === 'code' ? CODE_RULES : DETAILS_RULES,
    failureMessage: t(step === 'code' ? 'auth.signUpFailed' : 'auth.codeFailed'),
    onSubmit: async (values) => {
      if (step === 'details') return code.request(values.email);
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

  return (
    <AuthForm
      label={t('auth.signUp')}
      form={form}
      submit={t(step === 'details' ? 'auth.sendCode' : 'auth.createAccount')}
      afterSubmit={
        step === 'code' && (
          <Button onClick={code.clear} disabled={form.submitting}>
            {t('auth.changeDetails')}
          </Button>
        )
      }
    >
      <CodeSentNotice code={code} email={form.values.email} onError={setSubmitError} />
      <EmailField {...form.field('email')} disabled={step === 'code'} />
      {step === 'details' ? (
        <NewPasswordFields password={form.field('password')} confirm={form.field('confirmPassword')} />
      ) : (
        <VerificationCodeField {...form.field('code')} />
      )}
    </AuthForm>
  );
}
