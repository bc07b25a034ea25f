import { boundedMemo } from "../ui/boundedMemo";

/** Translations by English source string; empty until a locale is loaded. */
let active: Readonly<Record<string, string>> = {};

/** Installs the strings of the current locale (English strings are the keys). */
export function setTranslations(translations: Readonly<Record<string, string>>): void {
  active = translations;
}

/**
 * A text split around its `{name}` placeholders: text, name, text, name, ..., text. Worked out
 * once per text: a pager or a thread fills the same few texts on every view, and a regular
 * expression with a callback per call cost several times this lookup and loop.
 */
const piecesOf = boundedMemo((text: string): readonly string[] => text.split(/\{(\w+)\}/));

/**
 * Translates a user-visible string: the English text is the key (spec), `{name}` placeholders are
 * filled from `vars`. An unknown key shows as itself, so English needs no locale file.
 */
export function t(key: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = active[key] ?? key;
  if (!vars) return text;
  const pieces = piecesOf(text);
  let filled = pieces[0] ?? "";
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i] ?? "";
    // A placeholder `vars` does not name stays as written.
    filled += (name in vars ? String(vars[name]) : `{${name}}`) + (pieces[i + 1] ?? "");
  }
  return filled;
}
