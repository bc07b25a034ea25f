import { lazy, useContext, useEffect, useRef, useState } from "react";
import type { FocusEvent, FormEvent, ReactNode } from "react";
import { LazyBoundary } from "../early/LazyBoundary";
import { t } from "../i18n/t";
import { NavigateContext } from "../router/Link";
import * as styles from "./SearchForm.css";

// Autocomplete loads on the first focus or keystroke: a page's first load carries only this form.
const SearchSuggestions = lazy(() => import("./SearchSuggestions"));

export interface SearchFormProps {
  /** The title bar's variant: at small widths a button that opens the input plus Cancel (spec §4). */
  compact?: boolean;
  /** The results page the form goes to. */
  action?: string;
  className?: string;
}

/**
 * The search box of the title bar, the banner and the `search` widget (spec §2): a plain GET form
 * to /search, so it works before the page's script has run, with autocomplete once used.
 */
export function SearchForm({ compact = false, action = "/search", className }: SearchFormProps): ReactNode {
  const navigate = useContext(NavigateContext);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // Cancel and Escape give the focus back to the button; an outside click or tab away leaves it be.
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) setTimeout(() => button.current?.focus());
  };
  const blur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return;
    event.preventDefault();
    const text = input.current?.value.trim() ?? "";
    navigate(text ? `${action}?query=${encodeURIComponent(text)}` : action);
  };

  const form = (
    <form
      // The title bar's is the page's search landmark; a banner's or widget's is a form within the page.
      role={compact ? "search" : undefined}
      aria-label={compact ? t("Search") : undefined}
      action={action}
      method="get"
      className={[styles.form, compact && styles.compactForm, className].filter(Boolean).join(" ")}
      onFocus={() => setUsed(true)}
      onInput={() => setUsed(true)}
      onBlur={compact ? blur : undefined}
      onSubmit={submit}
    >
      <input ref={input} className={styles.input} type="search" name="query" autoComplete="off" placeholder={t("Search")} aria-label={t("Search")} />
      {used && (
        <LazyBoundary>
          <SearchSuggestions input={input} onEscape={compact ? () => close(true) : undefined} />
        </LazyBoundary>
      )}
      {compact && (
        <button type="button" className={styles.cancel} onClick={() => close(true)}>
          {t("Cancel")}
        </button>
      )}
    </form>
  );
  if (!compact) return form;
  return (
    <div className={styles.compact} data-open={open ? "" : undefined}>
      <button ref={button} type="button" className={styles.openButton} aria-label={t("Search")} aria-expanded={open} onClick={() => setOpen(true)}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zm4.8-1.7L20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {form}
    </div>
  );
}
