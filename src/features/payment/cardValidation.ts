/** Checks of the mock card form: what a card provider checks before it talks to its server. */
import { validate, type FormRules } from '@/hooks/useForm';

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

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** Provider-style messages, shown by message (spec 3 §8 "card errors are shown by message"). */
export const CARD_ERRORS = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid or in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

/** The card form's rules (useForm's): one provider-style message per field. */
export function cardRules(now = new Date()): FormRules<CardFields> {
  return {
    number: (value) => (isValidCardNumber(value) ? undefined : CARD_ERRORS.number),
    expiry: (value) => (isValidExpiry(value, now) ? undefined : CARD_ERRORS.expiry),
    cvc: (value) => (isValidCvc(value) ? undefined : CARD_ERRORS.cvc),
  };
}

export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  return validate(fields, cardRules(now));
}
