/** @jest-environment node */
import { LOCALES } from './index';
import { formatDateTime, formatNumber } from './format';
import { formatRelativeDay } from './relativeDay';

/** A local date-time (the viewer's clock). */
const local = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('formatRelativeDay', () => {
  const now = local(2026, 11, 23, 9, 30);

  it('says Today, Yesterday and "N days ago" up to the limit, then the day-first date, in English', () => {
    const en = (day: string, at = now) => formatRelativeDay(day, LOCALES.en, { now: at });
    expect(en('2026-11-23')).toBe('Today');
    expect(en('2026-11-22')).toBe('Yesterday');
    expect(en('2026-11-21')).toBe('2 days ago');
    expect(en('2026-11-16')).toBe('7 days ago');
    expect(en('2026-11-15')).toBe('15 November 2026');
    expect(formatRelativeDay('2026-11-20', LOCALES.en, { now, maxDays: 2 })).toBe('20 November 2026');
  });

  it('says the same in Chinese', () => {
    const zh = (day: string) => formatRelativeDay(day, LOCALES.zh, { now });
    expect(zh('2026-11-23')).toBe('今天');
    expect(zh('2026-11-22')).toBe('昨天');
    expect(zh('2026-11-21')).toBe('前天');
    expect(zh('2026-11-16')).toBe('7天前');
    expect(zh('2026-11-15')).toBe('2026年11月15日');
  });

  it('moves on at local midnight and across clock changes by calendar days', () => {
    expect(formatRelativeDay('2026-11-23', LOCALES.en, { now: local(2026, 11, 24, 0, 0, 1) })).toBe(
      'Yesterday',
    );
    expect(formatRelativeDay('2026-10-24', LOCALES.en, { now: local(2026, 10, 31, 1) })).toBe('7 days ago');
  });

  it('shows a future or unreadable day as a date or as given', () => {
    expect(formatRelativeDay('2026-11-25', LOCALES.en, { now })).toBe('25 November 2026');
    expect(formatRelativeDay('soon', LOCALES.zh, { now })).toBe('soon');
  });
});

describe('numbers and dates per language', () => {
  it('groups numbers and writes dates by the locale', () => {
    expect(formatNumber(12500, LOCALES.en)).toBe('12,500');
    expect(formatNumber(12500, LOCALES.zh)).toBe('12,500');
    const at = Date.UTC(2026, 10, 23, 8, 5);
    expect(formatDateTime(at, LOCALES.en, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 23, 2026');
    expect(formatDateTime(at, LOCALES.zh, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026年11月23日');
  });
});
