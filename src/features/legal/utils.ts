import { EMAIL_TOKEN } from './constants';

/** `29 October 2025` from `2025-10-29`, the same in every time zone. */
export function formatPolicyDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Splits a policy text around `{email}`: even indexes are text, odd ones the address's places. */
export function splitOnEmail(text: string): string[] {
  return text.split(EMAIL_TOKEN);
}
