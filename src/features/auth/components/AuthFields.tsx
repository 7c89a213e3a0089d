import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useAuthT } from '../i18n';

/** A required full-width field as every auth form lays it out. */
export function AuthTextField(props: TextFieldProps) {
  return <TextField fullWidth required margin="dense" {...props} />;
}

export function EmailField(props: TextFieldProps) {
  const t = useAuthT();
  return <AuthTextField label={t('auth.email')} type="email" autoComplete="email" {...props} />;
}

/** The six-digit code sent by e-mail; it takes focus when its step opens. */
export function VerificationCodeField(props: TextFieldProps) {
  const t = useAuthT();
  return (
    <AuthTextField
      label={t('auth.code')}
      autoComplete="one-time-code"
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      {...props}
    />
  );
}

/** A required password input with a show/hide toggle that keeps its accessible name. */
export function PasswordField(props: TextFieldProps) {
  const t = useAuthT();
  const [visible, setVisible] = useState(false);
  const name = String(props.label).toLowerCase();
  return (
    <AuthTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword', { name })}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** useForm's `field()` props for the new password and for its confirmation. */
  password: TextFieldProps;
  confirm: TextFieldProps;
  /** 'Password' on sign-up, 'New password' where one is replaced. */
  label?: string;
}

/** A new password and its confirmation, each with show/hide, as the browser's password manager expects them. */
export function NewPasswordFields({ password, confirm, label }: NewPasswordFieldsProps) {
  const t = useAuthT();
  return (
    <>
      <PasswordField {...password} label={label ?? t('auth.password')} autoComplete="new-password" />
      <PasswordField {...confirm} label={t('auth.confirmPassword')} autoComplete="new-password" />
    </>
  );
}
