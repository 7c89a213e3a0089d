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
