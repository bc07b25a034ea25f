import { useCallback, useContext } from "react";
import { resolveTo } from "./history";
import type { To } from "./history";
import { HistoryContext } from "./RouterContext";

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry, read back as `useLocation().state`. */
  state?: unknown;
}

/** Goes to a path (resolved as a link's would be) or moves through the history by `delta` entries. */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/**
 * A stable function that navigates in the app: a new entry by default, `replace` to swap the
 * current one, a number to go back or forward. Reading it does not make the caller render on
 * every navigation.
 */
export function useNavigate(): NavigateFunction {
  const history = useContext(HistoryContext);
  if (!history) throw new Error("useNavigate() may be used only inside the app's router (AppRoot's page, or a test's renderWithApp).");
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") {
        history.go(to);
        return;
      }
      const path = resolveTo(to, history.location);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history],
  ) as NavigateFunction;
}
