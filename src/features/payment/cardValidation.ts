/** Checks of the mock card form: what a card provider checks before it talks to its server. */
import type { FormRules } from '@/hooks/useForm';
import type { PaymentT } from './i18n';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Luhn checksum of a 13–19 digit card number. */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM / YY` not in the past (the card is valid through the end of its month). */
export function isValidExpiry(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim());

/** Groups of four as the user types. */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `MMYY` typed → `MM / YY`. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Provider-style messages, shown by message (spec 3 §8 "card errors are shown by message"), in the language of the
 * `t` given (the form's `usePaymentT()`: rules are read on every render, so a switch changes a shown message too).
 */
export function cardRules(t: PaymentT, now = new Date()): FormRules<CardFields> {
  return {
    number: (value) => (isValidCardNumber(value) ? undefined : t('payment.card.error.number')),
    expiry: (value) => (isValidExpiry(value, now) ? undefined : t('payment.card.error.expiry')),
    cvc: (value) => (isValidCvc(value) ? undefined : t('payment.card.error.cvc')),
  };
}
