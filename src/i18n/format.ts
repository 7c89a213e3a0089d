/**
 * `Intl` formatters per language (docs/decisions/0006-i18n.md): the caller passes the locale of its `useT()`
 * (`t.locale`), so a switch re-formats with the texts. Formatters are cached per locale and options.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const key = `n|${locale}|${JSON.stringify(options ?? {})}`;
  return cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDateTime(
  value: Date | number,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  const key = `d|${locale}|${JSON.stringify(options ?? {})}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, options)).format(value);
}

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
