import { useContext, useMemo } from "react";
import { TranslationContext } from "./TranslationContext";
import { translate } from "./t";

export interface UseTranslationResult {
  locale: string;
  /** `t` over the strings of the nearest `TranslationProvider`. */
  t: (key: string, vars?: Readonly<Record<string, string | number>>) => string;
}

/** The locale of the nearest `TranslationProvider` and a `t` bound to its strings. */
export function useTranslation(): UseTranslationResult {
  const { locale, translations } = useContext(TranslationContext);
  return useMemo(() => ({ locale, t: (key, vars) => translate(translations, key, vars) }), [locale, translations]);
}
