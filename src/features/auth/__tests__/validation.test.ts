/** @jest-environment node */
import { validate } from '@/hooks/useForm';
import {
  validateConfirmPassword,
  validateEmail,
  validateExistingPassword,
  validateNewPassword,
  validateVerificationCode,
} from '../validation';

describe('auth field rules', () => {
  it.each([
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    ['demo', 'Please enter a valid email address'],
    ['demo@', 'Please enter a valid email address'],
    ['demo@example', 'Please enter a valid email address'],
    ['de mo@example.com', 'Please enter a valid email address'],
    ['demo@example.com', undefined],
    [' demo@example.com ', undefined],
  ])('email %j → %s', (value, message) => expect(validateEmail(value, {})).toBe(message));

  it.each([
    ['', 'Please enter a password'],
    ['1234567', 'Password must be at least 8 characters'],
    ['12345678', undefined],
  ])('new password %j → %s', (value, message) => expect(validateNewPassword(value, {})).toBe(message));

  it('only requires an existing password to be present', () => {
    expect(validateExistingPassword('', {})).toBe('Please enter your password');
    expect(validateExistingPassword('short', {})).toBeUndefined();
  });

  it('checks the confirmation against the named field', () => {
    const confirm = validateConfirmPassword('password');
    expect(confirm('', { password: 'Secret123!' })).toBe('Please confirm your password');
    expect(confirm('Secret123?', { password: 'Secret123!' })).toBe('Passwords do not match');
    expect(confirm('Secret123!', { password: 'Secret123!' })).toBeUndefined();
  });

  it.each([
    ['', 'Please enter the verification code'],
    ['12345', 'The verification code has 6 digits'],
    ['12a456', 'The verification code has 6 digits'],
    ['123456', undefined],
  ])('code %j → %s', (value, message) => expect(validateVerificationCode(value, {})).toBe(message));

  it('collects only the fields in error', () => {
    expect(
      validate(
        { email: 'x', password: 'Secret123!' },
        { email: validateEmail, password: validateNewPassword },
      ),
    ).toEqual({ email: 'Please enter a valid email address' });
  });
});
