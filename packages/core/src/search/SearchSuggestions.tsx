import type { SearchResult } from "@quorum/api";
import { useQuery } from "@tanstack/react-query";
import { useContext, useEffect, useId, useRef, useState } from "react";
import type { ReactNode, RefObject } from "react";
import { useApiClient } from "../api/useApiClient";
import { t } from "../i18n/t";
import { NavigateContext } from "../router/Link";
import { useDebouncedValue } from "../ui/useDebouncedValue";
import { limitTypes, SUGGESTION_SOURCES, suggestionLimit } from "./suggestionSources";
import * as styles from "./SearchSuggestions.css";

/** Spec §9: autocomplete waits until typing has paused this long. */
export const SUGGESTION_DEBOUNCE = 500;

export interface SearchSuggestionsProps {
  /** The search form's input: suggestions follow what is typed there and its keys drive them. */
  input: RefObject<HTMLInputElement | null>;
  /** Escape on a closed list (the compact variant closes). */
  onEscape?: (() => void) | undefined;
}

interface Group {
  key: string;
  label: string;
  results: SearchResult[];
}

/**
 * The search box's autocomplete (spec §2, §4, §9), loaded once the box is used: suggestions
 * grouped by source, debounced, with the input as a combobox — arrows move, Enter opens the one
 * chosen (or submits the search), Escape closes, Home and End go to the first and last and hide
 * an empty list, which any other key reopens. An empty text asks nothing.
 */
export default function SearchSuggestions({ input, onEscape }: SearchSuggestionsProps): ReactNode {
  const api = useApiClient();
  const navigate = useContext(NavigateContext);
  const listID = useId();
  // Starts empty, then takes what was typed while this code loaded: that too waits for the debounce.
  const [text, setText] = useState("");
  const [hidden, setHidden] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE);
  const limit = suggestionLimit(SUGGESTION_SOURCES.length);
  const { data } = useQuery({
    queryKey: ["searchSuggestions", query],
    enabled: query !== "",
    queryFn: ({ signal }): Promise<Group[]> =>
      Promise.all(
        SUGGESTION_SOURCES.map(async (source) => {
          // A source the viewer may not search (403) leaves its group out, not the others.
          const results = await api
            .get<SearchResult[]>("/search", { params: { query, domain: source.domain, limit, expandBody: false, matchMode: "wildcard", count: false }, signal })
            .then((response) => response.data)
            .catch(() => []);
          return { key: source.key, label: source.label, results: limitTypes(results, source.maxTypes) };
        }),
      ),
  });
  const groups = text.trim() !== "" && query !== "" && data ? data.filter((group) => group.results.length > 0) : [];
  const options = groups.flatMap((group) => group.results);
  const shown = !hidden && options.length > 0;
  const optionID = (index: number) => `${listID}-${index}`;

  // The state the key handler reads, current without re-binding it on every render.
  const latest = useRef({ options, shown, active, onEscape });
  latest.current = { options, shown, active, onEscape };

  function pick(result: SearchResult): void {
    setHidden(true);
    setActive(-1);
    input.current?.blur();
    const url = new URL(result.url, window.location.href);
    if (navigate && url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash);
    else window.location.assign(url.href);
  }
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onInput = () => {
      setText(element.value);
      setActive(-1);
      setHidden(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, shown: open, active: current, onEscape: escape } = latest.current;
      const last = list.length - 1;
      const move = (index: number) => {
        event.preventDefault();
        setHidden(false);
        setActive(index);
      };
      switch (event.key) {
        case "ArrowDown":
          if (list.length > 0) move(open && current < last ? current + 1 : 0);
          return;
        case "ArrowUp":
          if (list.length > 0) move(open && current > 0 ? current - 1 : last);
          return;
        case "Home":
        case "End":
          if (list.length === 0) setHidden(true);
          else if (open && current >= 0) move(event.key === "Home" ? 0 : last);
          return;
        case "Enter": {
          const chosen = open ? list[current] : undefined;
          if (chosen) {
            event.preventDefault();
            pickRef.current(chosen);
          }
          return;
        }
        case "Escape":
          if (open) {
            event.preventDefault();
            setHidden(true);
            setActive(-1);
          } else escape?.();
          return;
        default:
          setHidden(false);
      }
    };
    // The list shows while the box has the focus, and closes once a search or a suggestion is opened.
    const close = () => {
      setHidden(true);
      setActive(-1);
    };
    const reopen = () => setHidden(false);
    setText(element.value);
    element.addEventListener("input", onInput);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("focus", reopen);
    element.addEventListener("blur", close);
    element.form?.addEventListener("submit", close);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("focus", reopen);
      element.removeEventListener("blur", close);
      element.form?.removeEventListener("submit", close);
    };
  }, [input]);

  // The input is the form's; the combobox's state is written on it from here.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute("role", "combobox");
    element.setAttribute("aria-autocomplete", "list");
    element.setAttribute("aria-controls", listID);
    element.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0) element.setAttribute("aria-activedescendant", optionID(active));
    else element.removeAttribute("aria-activedescendant");
  });

  let index = 0;
  return (
    // mousedown would take the focus from the input first (and close the compact form).
    <div
      id={listID}
      role="listbox"
      aria-label={t("Search suggestions")}
      className={styles.list}
      hidden={!shown}
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${listID}-${group.key}`}>
          <div id={`${listID}-${group.key}`} role="presentation" className={styles.heading}>
            {t(group.label)}
          </div>
          {group.results.map((result) => {
            const at = index++;
            return (
              <div
                key={`${result.recordType}-${result.recordID}`}
                id={optionID(at)}
                role="option"
                aria-selected={at === active}
                className={styles.option}
                onClick={() => pick(result)}
              >
                {result.name}
                {result.breadcrumbs && result.breadcrumbs.length > 0 && (
                  <span className={styles.crumbs}>{result.breadcrumbs.map((crumb) => crumb.name).join(" › ")}</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
