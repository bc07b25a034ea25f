import { useMemo } from "react";
import type { ReactNode } from "react";
import { TranslationContext } from "./TranslationContext";
import { inRequestScope, setTranslations } from "./t";
import type { Translations } from "./t";

export interface TranslationProviderProps {
  locale: string;
  /** The locale's strings by English key; omit for English. */
  translations?: Translations;
  children?: ReactNode;
}

const NONE: Translations = {};

/**
 * Gives the tree below it its locale: in context (`useTranslation`) and for the plain `t()`, which
 * the hundreds of call sites (also outside components) keep using. In a browser `t()` reads the
 * page's strings, installed here before the children render (one page, one locale, so a value
 * set during render is the same on every render). In a server render `t()` reads the request's
 * scope, which `renderPage` opened, so nothing is installed: concurrent renders in other locales
 * must not see these strings.
 */
export function TranslationProvider({ locale, translations = NONE, children }: TranslationProviderProps): ReactNode {
  if (!inRequestScope()) setTranslations(translations);
  const value = useMemo(() => ({ locale, translations }), [locale, translations]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
