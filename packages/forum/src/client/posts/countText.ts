import { intlCache, t } from "@quorum/core";

/**
 * "1 comment" / "12 comments": the English singular and plural are both keys so a locale can
 * translate each (a locale with other plural rules maps the plural key to its own phrasing).
 */
export function countText(count: number, singular: string, plural: string, locale = "en"): string {
  const formatted = intlCache.number(locale).format(count);
  return count === 1 ? t(singular, { count: formatted }) : t(plural, { count: formatted });
}
