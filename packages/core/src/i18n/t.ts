import { boundedMemo } from "../ui/boundedMemo";

/** A locale's strings by English source string. */
export type Translations = Readonly<Record<string, string>>;

const NONE: Translations = {};

/**
 * The browser page's strings. A browser holds one page, in one locale, so one value serves it; a
 * server renders many pages at once, each in its own request scope (`setTranslationScope`).
 */
let pageTranslations: Translations = NONE;

/** The strings of the request being rendered, when a server installed a request scope. */
let requestTranslations: () => Translations | undefined = () => undefined;

/**
 * Installs the browser page's strings (English strings are the keys). `TranslationProvider` calls
 * it on the client; a server render never should: its strings belong to the request.
 */
export function setTranslations(translations: Translations): void {
  pageTranslations = translations;
}

/**
 * Lets a server give each render its own strings: `read` answers the current request's, or
 * undefined outside any request. Injected by `@quorum/core/server-render` (an AsyncLocalStorage),
 * so this module, which the browser bundle holds too, imports nothing from Node.
 */
export function setTranslationScope(read: () => Translations | undefined): void {
  requestTranslations = read;
}

/** True while a server render's request scope is active. */
export function inRequestScope(): boolean {
  return requestTranslations() !== undefined;
}

/**
 * A text split around its `{name}` placeholders: text, name, text, name, ..., text. Worked out
 * once per text: a pager or a thread fills the same few texts on every view, and a regular
 * expression with a callback per call cost several times this lookup and loop.
 */
const piecesOf = boundedMemo((text: string): readonly string[] => text.split(/\{(\w+)\}/));

/**
 * Translates a user-visible string: the English text is the key (docs/product.md), `{name}`
 * placeholders are filled from `vars`. An unknown key shows as itself, so English needs no locale
 * file. Reads the current request's strings on a server, the page's in a browser.
 */
export function t(key: string, vars?: Readonly<Record<string, string | number>>): string {
  return translate(requestTranslations() ?? pageTranslations, key, vars);
}

/** `t` over given strings: what `useTranslation` binds to its context's. */
export function translate(translations: Translations, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = translations[key] ?? key;
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
