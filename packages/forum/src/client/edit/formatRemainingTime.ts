import { intlCache } from "@quorum/core";

const UNITS: ReadonlyArray<readonly [Intl.NumberFormatOptions["unit"], number]> = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * A remaining time in the largest whole unit that fits ("45 minutes", "1 hour", "30 seconds"),
 * in the page's locale: the edit window's label only needs to say roughly how long is left.
 */
export function formatRemainingTime(seconds: number, locale: string): string {
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return intlCache.number(locale, { style: "unit", unit, unitDisplay: "long" }).format(Math.floor(seconds / size));
  }
  return intlCache.number(locale, { style: "unit", unit: "second", unitDisplay: "long" }).format(Math.max(0, Math.round(seconds)));
}
