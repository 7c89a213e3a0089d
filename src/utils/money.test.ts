/** @jest-environment node */
import { currencySymbol, formatMoney, NO_AMOUNT, roundMoney } from './money';

describe('formatMoney, the one money formatter', () => {
  it('always shows two decimals, whole amounts included', () => {
    expect(formatMoney(19)).toBe('$19.00');
    expect(formatMoney(264)).toBe('$264.00');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(57)).toBe('$57.00');
  });

  it('rounds to the cent, the floating-point way round included', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(0.125 + 0.2)).toBe('$0.33');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(roundMoney(62.7000000001)).toBe(62.7);
  });

  it('takes the currency: $ for USD (and when unknown), ¥ for CNY (spec 3 §9)', () => {
    expect(formatMoney(15.2, 'USD')).toBe('$15.20');
    expect(formatMoney(15.2, 'CNY')).toBe('¥15.20');
    expect(formatMoney(15.2)).toBe('$15.20');
    expect(currencySymbol(undefined)).toBe('$');
  });

  it('groups thousands and puts the sign before the symbol', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('reads a missing amount as a dash, never "$NaN"', () => {
    expect(formatMoney(Number.NaN)).toBe(NO_AMOUNT);
    expect(formatMoney(Number('abc'))).toBe(NO_AMOUNT);
  });
});

describe('formatMoney per language', () => {
  it('keeps the symbol first and formats the digits in the locale of the screens (CNY with ¥)', () => {
    expect(formatMoney(1234.5, 'CNY', 'zh-CN')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, 'USD', 'de-DE')).toBe('$1.234,50');
  });

  it('says US$ in 中文, where a bare $ does not say which dollar (issue 43)', () => {
    expect(formatMoney(1234.5, undefined, 'zh-CN')).toBe('US$1,234.50');
    expect(formatMoney(19, 'USD', 'zh-CN')).toBe('US$19.00');
    expect(formatMoney(-5, 'USD', 'zh')).toBe('-US$5.00');
    expect(currencySymbol('USD', 'zh-CN')).toBe('US$');
    expect(currencySymbol('USD', 'en-US')).toBe('$');
  });
});
