import { useCallback, useContext, useMemo } from "react";
import { HistoryContext } from "./RouterContext";
import { useLocation } from "./useLocation";
import { useNavigate } from "./useNavigate";
import type { NavigateOptions } from "./useNavigate";

/** What a query can be given as: a query string, params, pairs, or names to one value or several. */
export type SearchParamsInit = string | URLSearchParams | ReadonlyArray<[string, string]> | Readonly<Record<string, string | readonly string[]>>;

/** Sets the query of the current path (the hash is dropped, as a link to "?…" drops it). */
export type SetSearchParams = (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

function toSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === "string" || init instanceof URLSearchParams) return new URLSearchParams(init);
  if (Array.isArray(init)) return new URLSearchParams(init as Array<[string, string]>);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init as Readonly<Record<string, string | readonly string[]>>)) {
    for (const one of typeof value === "string" ? [value] : value) params.append(name, one);
  }
  return params;
}

/** The current query as `URLSearchParams`, and a function that navigates to another query of this path. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const history = useContext(HistoryContext);
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const current = new URLSearchParams(history?.location.search ?? "");
      const query = toSearchParams(typeof next === "function" ? next(current) : next).toString();
      navigate(`?${query}`, options);
    },
    [history, navigate],
  );
  return [params, set];
}
