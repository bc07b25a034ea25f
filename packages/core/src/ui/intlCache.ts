/**
 * Shared `Intl` formatters. Constructing one costs far more than formatting with it (it loads
 * locale data), and a page formats dozens of dates: one formatter per locale and options.
 */
export const intlCache = {
  dateTime(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
  },
  relativeTime(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
    return cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
  },
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}
