import type { Currency } from '@/api/types';

/** Spec 3 §9: `$` for USD, `¥` for CNY. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', CNY: '¥' };

export const currencySymbol = (currency: Currency | undefined) => CURRENCY_SYMBOLS[currency ?? 'USD'] ?? '$';

/** `$12.5` → `$12.50`; whole amounts stay whole (`$19`). */
export function formatMoney(amount: number, currency?: Currency): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  return `${currencySymbol(currency)}${text}`;
}
