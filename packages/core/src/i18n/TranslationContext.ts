import { createContext } from "react";
import type { Translations } from "./t";

export interface TranslationContextValue {
  /** The page's locale, e.g. "en" or "fr". */
  locale: string;
  /** Its strings by English key; empty for English. */
  translations: Translations;
}

/** The locale of the tree below a `TranslationProvider`; English outside any. */
export const TranslationContext = createContext<TranslationContextValue>({ locale: "en", translations: {} });
