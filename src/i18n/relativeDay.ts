import { formatDateTime } from './format';

// Its own module, not format.ts: format.ts is in the initial JS (the shell formats credits), and only the
// collection needs relative days, so this stays in that screen's chunk.

const DAY_MS = 24 * 60 * 60 * 1000;
const relativeCache = new Map<string, Intl.RelativeTimeFormat>();

/** A calendar day as a count of days since 1970, so differences ignore clock changes. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * A calendar day (`YYYY-MM-DD`, the server's date group) as the collection heads it (spec 2 §2): 'Today',
 * 'Yesterday', 'N days ago' up to `maxDays`, then the date; in Chinese 今天, 昨天, 前天, N天前, 2026年11月15日.
 * "Today" is the viewer's local day. English dates are day-first ('15 November 2026'), as the app has always
 * written them; an unreadable value is shown as given.
 */
export function formatRelativeDay(
  dateGroup: string,
  locale: string,
  { now = new Date(), maxDays = 7 }: { now?: Date; maxDays?: number } = {},
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateGroup);
  if (!match) return dateGroup;
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  const daysAgo = dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate()) - day;
  if (daysAgo >= 0 && daysAgo <= maxDays) {
    const key = `r|${locale}`;
    let relative = relativeCache.get(key);
    if (!relative) {
      relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      relativeCache.set(key, relative);
    }
    const text = relative.format(-daysAgo, 'day');
    // Intl writes 'today' and 'yesterday' in lower case; a heading starts with a capital.
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const dateLocale = locale.startsWith('en') ? 'en-GB' : locale;
  return formatDateTime(day * DAY_MS, dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
