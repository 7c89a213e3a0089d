import { RELATIVE_DATE_MAX_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day as a UTC midnight timestamp, so day differences ignore clock changes. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

function parseDateGroup(dateGroup: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateGroup);
  return match ? dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/**
 * The heading of a collection date group (spec 2 §2): Today, Yesterday, "N days ago" up to 7 days, then
 * the date. `dateGroup` is the server's calendar day (`YYYY-MM-DD`); "today" is the viewer's local day.
 */
export function dateGroupLabel(dateGroup: string, now: Date = new Date()): string {
  const day = parseDateGroup(dateGroup);
  if (day === null) return dateGroup;
  const today = dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const daysAgo = today - day;
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo <= RELATIVE_DATE_MAX_DAYS) return `${daysAgo} days ago`;
  return longDate.format(new Date(day * DAY_MS));
}
