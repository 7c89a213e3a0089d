import type { Language } from '@/hooks/useLanguage';
import { LOCALES } from '@/i18n';
import { formatDateTime } from '@/i18n/format';
import { EMAIL_TOKEN } from './constants';

/**
 * `29 October 2025` from `2025-10-29` (English keeps the spec's day-month-year), `2025年10月29日` in 中文; the same in
 * every time zone.
 */
export function formatPolicyDate(iso: string, language: Language = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  return formatDateTime(Date.UTC(year, month - 1, day), language === 'en' ? 'en-GB' : LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Splits a policy text around `{email}`: even indexes are text, odd ones the address's places. */
export function splitOnEmail(text: string): string[] {
  return text.split(EMAIL_TOKEN);
}
