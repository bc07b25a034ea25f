import type { ReactNode } from "react";
import { setTranslations } from "./t";

export interface TranslationProviderProps {
  locale: string;
  /** The locale's strings by English key; omit for English. */
  translations?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

/**
 * Installs a locale's strings for `t()`. A stub for now: English only, so strings stay the keys.
 * `t` is a plain function (callable outside components), hence module state rather than context;
 * one process renders one site locale, so the server render shares it safely.
 */
export function TranslationProvider({ translations, children }: TranslationProviderProps): ReactNode {
  if (translations) setTranslations(translations);
  return children;
}
