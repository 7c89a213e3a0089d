/** Field rules the spec leaves open (spec 1 §5): what users expect from a sign-in form. */
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Validator = (value: string, values: Record<string, string>) => string | undefined;

export const validateEmail: Validator = (value) => {
  if (!value.trim()) return 'Please enter your email';
  return EMAIL_PATTERN.test(value.trim()) ? undefined : 'Please enter a valid email address';
};

export const validateNewPassword: Validator = (value) => {
  if (!value) return 'Please enter a password';
  return value.length >= PASSWORD_MIN_LENGTH
    ? undefined
    : `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
};

/** Sign-in only checks presence: old accounts may predate the length rule. */
export const validateExistingPassword: Validator = (value) =>
  value ? undefined : 'Please enter your password';

export const validateConfirmPassword =
  (field: string): Validator =>
  (value, values) => {
    if (!value) return 'Please confirm your password';
    return value === values[field] ? undefined : 'Passwords do not match';
  };

export const validateVerificationCode: Validator = (value) => {
  if (!value.trim()) return 'Please enter the verification code';
  return VERIFICATION_CODE_PATTERN.test(value.trim()) ? undefined : 'The verification code has 6 digits';
};
