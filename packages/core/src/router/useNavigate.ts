import { useCallback, useContext } from "react";
import { resolveTo } from "./history";
import type { To } from "./history";
import { HistoryContext } from "./RouterContext";
import { SectionHrefContext } from "./SectionProvider";

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry, read back as `useLocation().state`. */
  state?: unknown;
  /** The path is the whole site's: not put under the current section's folder (`Link`'s `siteAddress`). */
  siteAddress?: boolean;
}

/** Goes to a path (resolved as a link's would be) or moves through the history by `delta` entries. */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/**
 * A function (stable within a section) that navigates in the app: a new entry by default, `replace` to swap the
 * current one, a number to go back or forward. Reading it does not make the caller render on
 * every navigation.
 */
export function useNavigate(): NavigateFunction {
  const history = useContext(HistoryContext);
  const sectionHref = useContext(SectionHrefContext);
  if (!history) throw new Error("useNavigate() may be used only inside the app's router (AppRoot's page, or a test's renderWithApp).");
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") {
        history.go(to);
        return;
      }
      // In a site section an in-app path is the section's (docs/page-flow.md §1).
      const resolved = resolveTo(to, history.location);
      const path = options.siteAddress ? resolved : sectionHref(resolved);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, sectionHref],
  ) as NavigateFunction;
}
