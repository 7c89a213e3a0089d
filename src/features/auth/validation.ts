import { authT } from './i18n';

/** Field rules the spec leaves open (spec 1 §5): what users expect from a sign-in form. */
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Validator = (value: string, values: Record<string, string>) => string | undefined;

export const validateEmail: Validator = (value) => {
  if (!value.trim()) return authT('auth.v.emailRequired');
  return EMAIL_PATTERN.test(value.trim()) ? undefined : authT('auth.v.emailInvalid');
};

export const validateNewPassword: Validator = (value) => {
  if (!value) return authT('auth.v.passwordRequired');
  return value.length >= PASSWORD_MIN_LENGTH
    ? undefined
    : authT('auth.v.passwordShort', { min: PASSWORD_MIN_LENGTH });
};

/** Sign-in only checks presence: old accounts may predate the length rule. */
export const validateExistingPassword: Validator = (value) =>
  value ? undefined : authT('auth.v.existingRequired');

export const validateConfirmPassword =
  (field: string): Validator =>
  (value, values) => {
    if (!value) return authT('auth.v.confirmRequired');
    return value === values[field] ? undefined : authT('auth.v.mismatch');
  };

export const validateVerificationCode: Validator = (value) => {
  if (!value.trim()) return authT('auth.v.codeRequired');
  return VERIFICATION_CODE_PATTERN.test(value.trim()) ? undefined : authT('auth.v.codeDigits');
};
