import { useForm } from '@/hooks/useForm';
import { toast } from '@/utils/toast';
import { useChangePasswordMutation } from '../api';
import { validateConfirmPassword, validateExistingPassword, validateNewPassword } from '../validation';
import { NewPasswordFields, PasswordField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { authT, useAuthT } from '../i18n';

const RULES = {
  oldPassword: validateExistingPassword,
  newPassword: validateNewPassword,
  confirmPassword: validateConfirmPassword('newPassword'),
};

/** A signed-in user changes their password with the current one (POST /user/changePass). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useAuthT();
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    rules: RULES,
    failureMessage: t('auth.changeFailed'),
    onSubmit: async (values) => {
      const result = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      }).unwrap();
      toast.success(result.message || authT('auth.passwordChanged'));
      onDone();
    },
  });

  return (
    <AuthForm label={t('auth.changePassword')} form={form} submit={t('auth.changePassword')}>
      <PasswordField
        {...form.field('oldPassword')}
        label={t('auth.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
        label={t('auth.newPassword')}
      />
    </AuthForm>
  );
}
