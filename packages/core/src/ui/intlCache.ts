import { boundedMemo } from "./boundedMemo";

/**
 * Shared `Intl` formatters and what they formatted. Constructing one costs far more than
 * formatting with it (it loads locale data), and a page formats dozens of dates: one formatter per
 * locale and options (`toLocaleString` makes one per call). Formatting costs microseconds too, and the same dates come back on every
 * view of a page (its comments'), so `formatDate` and `formatRelative` remember their results.
 */
export const intlCache = {
  dateTime(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
  },
  relativeTime(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
    return cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
  },
  /** What `n.toLocaleString(locale)` gives, without a new formatter per call. */
  number(locale: string, options: Intl.NumberFormatOptions = NO_OPTIONS): Intl.NumberFormat {
    return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
  },
  /** `dateTime(locale, options).format(time)`, remembered per locale, options and time (ms). */
  formatDate(locale: string, options: Intl.DateTimeFormatOptions, time: number): string {
    // By the options object, then the locale: no key string is made per call (a thread formats
    // two dates per comment). Equal options in another object share the formatting below.
    let byLocale = dateFormattersByOptions.get(options);
    if (!byLocale) {
      byLocale = new Map();
      dateFormattersByOptions.set(options, byLocale);
    }
    let format = byLocale.get(locale);
    if (!format) {
      const key = `${locale}|${optionsKey(options)}`;
      format = dateFormatters.get(key);
      if (!format) {
        const formatter = intlCache.dateTime(locale, options);
        format = boundedMemo((ms: number) => formatter.format(ms));
        dateFormatters.set(key, format);
      }
      byLocale.set(locale, format);
    }
    return format(time);
  },
  /** `number(locale).format(n)`, remembered per locale (pagers and counters show the same numbers on every view). */
  formatNumber(locale: string, n: number): string {
    let format = numberFormatters.get(locale);
    if (!format) {
      const formatter = intlCache.number(locale);
      format = boundedMemo((value: number) => formatter.format(value));
      numberFormatters.set(locale, format);
    }
    // The memo's Map would take -0 for 0, which formats differently ("-0").
    return Object.is(n, -0) ? intlCache.number(locale).format(n) : format(n);
  },
  /** `relativeTime(locale, options).format(value, unit)`, remembered. */
  formatRelative(locale: string, options: Intl.RelativeTimeFormatOptions, value: number, unit: Intl.RelativeTimeFormatUnit): string {
    // As formatDate: by the options object, then locale and unit, with no key string per call.
    let byLocale = relativeFormattersByOptions.get(options);
    if (!byLocale) {
      byLocale = new Map();
      relativeFormattersByOptions.set(options, byLocale);
    }
    let byUnit = byLocale.get(locale);
    if (!byUnit) {
      byUnit = new Map();
      byLocale.set(locale, byUnit);
    }
    let format = byUnit.get(unit);
    if (!format) {
      const key = `${locale}|${optionsKey(options)}|${unit}`;
      format = relativeFormatters.get(key);
      if (!format) {
        const formatter = intlCache.relativeTime(locale, options);
        format = boundedMemo((amount: number) => formatter.format(amount, unit));
        relativeFormatters.set(key, format);
      }
      byUnit.set(unit, format);
    }
    // The memo's Map would take -0 for 0, which formats differently ("0 days ago", "in 0 days").
    return Object.is(value, -0) ? intlCache.relativeTime(locale, options).format(value, unit) : format(value);
  },
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const NO_OPTIONS: Intl.NumberFormatOptions = {};
const dateFormatters = new Map<string, (time: number) => string>();
const dateFormattersByOptions = new WeakMap<object, Map<string, (time: number) => string>>();
const relativeFormatters = new Map<string, (value: number) => string>();
const relativeFormattersByOptions = new WeakMap<object, Map<string, Map<string, (value: number) => string>>>();
const numberFormatters = new Map<string, (value: number) => string>();

// Callers pass module-level option objects: their key is worked out once.
const optionKeys = new WeakMap<object, string>();

function optionsKey(options: object): string {
  let key = optionKeys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options);
    optionKeys.set(options, key);
  }
  return key;
}

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${optionsKey(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}
