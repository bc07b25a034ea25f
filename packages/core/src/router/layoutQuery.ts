import type { QueryClient } from "@tanstack/react-query";
import type { LayoutLookup, LayoutResponse } from "@quorum/api";
import { ApiError } from "../api/ApiError";
import type { ApiClient } from "../api/createApiClient";
import { QUERY_STALE_TIME } from "../query/createQueryClient";

/**
 * What a layout lookup came to. A refused lookup (404, 403, 500) is a result, not a thrown error,
 * so the server render can dehydrate it and the browser hydrates the very error page the server
 * sent (thrown query errors are not dehydrated).
 */
export type LayoutResult = { layout: LayoutResponse } | { error: { status: number; message: string; description?: string } };

/** The query key of a page's layout. Invalidate `["layout"]` to refresh every layout. */
export function layoutQueryKey(lookup: LayoutLookup): readonly ["layout", LayoutLookup] {
  return ["layout", lookup];
}

/** Query options of a page's layout, shared by `LayoutPage` and the server render's prefetch. */
export function layoutQueryOptions(api: ApiClient, lookup: LayoutLookup) {
  return {
    queryKey: layoutQueryKey(lookup),
    queryFn: () => fetchLayout(api, lookup),
    // A server failure is retried on the next visit; a 404/403 stays as long as a layout would.
    staleTime: (query: { state: { data?: LayoutResult } }) => {
      const data = query.state.data;
      return data && "error" in data && (data.error.status >= 500 || data.error.status === 0) ? 0 : QUERY_STALE_TIME;
    },
  };
}

/** Loads and hydrates the layout of a lookup through `GET /layouts/lookup-hydrate`. */
export async function fetchLayout(api: ApiClient, lookup: LayoutLookup): Promise<LayoutResult> {
  try {
    const { data } = await api.get<LayoutResponse>("/layouts/lookup-hydrate", {
      params: {
        layoutViewType: lookup.layoutViewType,
        recordType: lookup.recordType,
        recordID: lookup.recordID,
        params: lookup.params,
        siteSection: lookup.siteSection,
      },
    });
    return { layout: data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      error: { status: error.status, message: error.message, ...(error.description ? { description: error.description } : {}) },
    };
  }
}

/** The cached layout of a lookup, if it loaded (used to preload widget chunks before hydrating). */
export function getCachedLayout(queryClient: QueryClient, lookup: LayoutLookup): LayoutResponse | undefined {
  const data = queryClient.getQueryData<LayoutResult>(layoutQueryKey(lookup));
  return data && "layout" in data ? data.layout : undefined;
}
