import type { Currency } from '@/api/types';

/** Spec 3 §9: `$` for USD, `¥` for CNY. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', CNY: '¥' };

/**
 * In 中文 a bare `$` is ambiguous (it also writes other dollars, and `¥` is the reader's own currency), so USD
 * reads `US$` there, as Chinese price tags write it.
 */
const CHINESE_SYMBOLS: Partial<Record<Currency, string>> = { USD: 'US$' };

/** What an amount that is not a number reads as (an estimate not computed yet, a broken field). */
export const NO_AMOUNT = '—';

export const currencySymbol = (currency: Currency | undefined, locale = 'en-US') =>
  (/^zh\b/i.test(locale) ? CHINESE_SYMBOLS[currency ?? 'USD'] : undefined) ??
  CURRENCY_SYMBOLS[currency ?? 'USD'] ??
  '$';

/** Amounts are kept in whole cents before they are shown or sent: 0.1 + 0.2 is 0.30. */
export const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

// One number format for every amount: two decimals, thousands grouped, in the locale of the screens.
const DIGITS: Record<string, Intl.NumberFormat> = {};
const digits = (locale: string) =>
  (DIGITS[locale] ??= new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * The one money formatter (spec 3 §9): the currency's symbol and two decimals — `$12.50`, `$19.00`,
 * `¥1,234.00`, `-$5.00` (`US$12.50` in 中文). Pure: the currency is an argument (USD when the server did not say),
 * and so is the locale (`t.locale` of a `useT()`; English when not given). The symbol leads in every language.
 */
export function formatMoney(amount: number, currency?: Currency, locale = 'en-US'): string {
  if (!Number.isFinite(amount)) return NO_AMOUNT;
  const rounded = roundMoney(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency, locale)}${digits(locale).format(Math.abs(rounded))}`;
}
