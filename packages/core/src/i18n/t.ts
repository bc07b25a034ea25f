/** Translations by English source string; empty until a locale is loaded. */
let active: Readonly<Record<string, string>> = {};

/** Installs the strings of the current locale (English strings are the keys). */
export function setTranslations(translations: Readonly<Record<string, string>>): void {
  active = translations;
}

/**
 * Translates a user-visible string: the English text is the key (spec), `{name}` placeholders are
 * filled from `vars`. An unknown key shows as itself, so English needs no locale file.
 */
export function t(key: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = active[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
