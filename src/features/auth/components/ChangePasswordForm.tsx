import Box from '@mui/material/Box';
import { useForm } from '@/hooks/useForm';
import { toast } from '@/utils/toast';
import { useChangePasswordMutation } from '../api';
import { validateConfirmPassword, validateExistingPassword, validateNewPassword } from '../validation';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

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
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Change password">
      <FormError message={form.submitError} />
      <PasswordField
        {...form.field('oldPassword')}
        label="Current password"
        autoComplete="current-password"
        fullWidth
        required
        margin="dense"
      />
      <PasswordField
        {...form.field('newPassword')}
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
      <Box sx={{ mt: 1 }}>
        <SubmitButton busy={form.submitting}>Change password</SubmitButton>
      </Box>
    </Box>
  );
}
