import { useForm } from '@/hooks/useForm';
import { toast } from '@/utils/toast';
import { useChangePasswordMutation } from '../api';
import { validateConfirmPassword, validateExistingPassword, validateNewPassword } from '../validation';
import { NewPasswordFields, PasswordField } from './AuthFields';
import { AuthForm } from './AuthForm';

const RULES = {
  oldPassword: validateExistingPassword,
  newPassword: validateNewPassword,
  confirmPassword: validateConfirmPassword('newPassword'),
};

/** A signed-in user changes their password with the current one (POST /user/changePass). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    rules: RULES,
    failureMessage: 'The password could not be changed',
    onSubmit: async (values) => {
      const result = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      }).unwrap();
      toast.success(result.message || 'Password changed');
      onDone();
    },
  });

  return (
    <AuthForm label="Change password" form={form} submit="Change password">
      <PasswordField
        {...form.field('oldPassword')}
        label="Current password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
        label="New password"
      />
    </AuthForm>
  );
}
