import { dateGroupLabel } from '../dateGroups';

/** A local date-time (the viewer's clock). */
const local = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('dateGroupLabel', () => {
  it('says Today and Yesterday by the local calendar day', () => {
    const now = local(2026, 11, 23, 9, 30);
    expect(dateGroupLabel('2026-11-23', now)).toBe('Today');
    expect(dateGroupLabel('2026-11-22', now)).toBe('Yesterday');
  });

  it('moves every label on at midnight, not 24 hours after', () => {
    const beforeMidnight = local(2026, 11, 23, 23, 59, 59);
    const afterMidnight = local(2026, 11, 24, 0, 0, 1);
    expect(dateGroupLabel('2026-11-23', beforeMidnight)).toBe('Today');
    expect(dateGroupLabel('2026-11-23', afterMidnight)).toBe('Yesterday');
    expect(dateGroupLabel('2026-11-22', beforeMidnight)).toBe('Yesterday');
    expect(dateGroupLabel('2026-11-22', afterMidnight)).toBe('2 days ago');
  });

  it('says "N days ago" up to 7 days, then the date', () => {
    const now = local(2026, 11, 23);
    expect(dateGroupLabel('2026-11-21', now)).toBe('2 days ago');
    expect(dateGroupLabel('2026-11-16', now)).toBe('7 days ago');
    expect(dateGroupLabel('2026-11-15', now)).toBe('15 November 2026');
    expect(dateGroupLabel('2025-12-31', now)).toBe('31 December 2025');
  });

  it('crosses month, year and clock-change boundaries by calendar days', () => {
    expect(dateGroupLabel('2026-12-31', local(2027, 1, 1, 0, 5))).toBe('Yesterday');
    expect(dateGroupLabel('2026-02-28', local(2026, 3, 1))).toBe('Yesterday');
    // Europe's clocks go back on 25 October 2026: still whole days.
    expect(dateGroupLabel('2026-10-24', local(2026, 10, 31, 1))).toBe('7 days ago');
    expect(dateGroupLabel('2026-10-23', local(2026, 10, 31, 1))).toBe('23 October 2026');
  });

  it('shows a future or unreadable group as it is given', () => {
    expect(dateGroupLabel('2026-11-25', local(2026, 11, 23))).toBe('25 November 2026');
    expect(dateGroupLabel('soon', local(2026, 11, 23))).toBe('soon');
  });
});
