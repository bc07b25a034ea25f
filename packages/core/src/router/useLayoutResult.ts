import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutLookup } from "@quorum/api";
import { useApiClient } from "../api/useApiClient";
import { isServerRender } from "../site/isServerRender";
import { layoutQueryKey, layoutQueryOptions } from "./layoutQuery";
import type { LayoutResult } from "./layoutQuery";

/** A page's layout as far as it has loaded, and whether loading it failed. */
export interface LayoutState {
  data: LayoutResult | undefined;
  isError: boolean;
}

/**
 * The layout of a lookup (`GET /layouts/lookup-hydrate`, cached per lookup) for `LayoutPage`:
 * queried in the browser.
 */
export const useLayoutResult: (lookup: LayoutLookup) => LayoutState = isServerRender ? usePrefetchedLayout : useQueriedLayout;

function useQueriedLayout(lookup: LayoutLookup): LayoutState {
  const { data, isError } = useQuery(layoutQueryOptions(useApiClient(), lookup));
  return { data, isError };
}

/**
 * On the server, `renderPage` has fetched the page's layout before rendering (and fails the page
 * if that threw), and nothing fetches during the render. What `useQuery` answers there is that
 * data, or no data for a lookup it did not fetch — never an error: its optimistic result shows a
 * failed query without data as pending. Read straight from the cache, without the query observer
 * `useQuery` builds (about 3 % of a discussion page's render).
 */
function usePrefetchedLayout(lookup: LayoutLookup): LayoutState {
  return { data: useQueryClient().getQueryData<LayoutResult>(layoutQueryKey(lookup)), isError: false };
}
