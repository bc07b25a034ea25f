// @vitest-environment node
import type { LayoutLookup } from "@quorum/api";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/createApiClient";
import type { ApiClient } from "../api/createApiClient";
import { createQueryClient } from "../query/createQueryClient";
import { isServerRender } from "../site/isServerRender";
import { fakeApi } from "../testing/fakeApi";
import { layoutQueryOptions } from "./layoutQuery";
import { useLayoutResult } from "./useLayoutResult";

const lookup: LayoutLookup = { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} };

/** What the server render's LayoutPage gets, beside what `useQuery` answers in the same render. */
function Both({ api }: { api: ApiClient }) {
  const cached = useLayoutResult(lookup);
  const queried = useQuery(layoutQueryOptions(api, lookup));
  return <pre>{JSON.stringify({ cached, queried: { data: queried.data, isError: queried.isError } })}</pre>;
}

function serverRender(queryClient: QueryClient, api: ApiClient) {
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Both api={api} />
    </QueryClientProvider>,
  );
  const text = /<pre>(.*)<\/pre>/s.exec(html)?.[1]?.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  return JSON.parse(text ?? "null") as { cached: unknown; queried: unknown };
}

describe("useLayoutResult on the server", () => {
  it("is the server render", () => {
    expect(isServerRender).toBe(true);
  });

  it("answers what useQuery does there: the prefetched layout", async () => {
    const api = createApiClient({ fetch: fakeApi().fetch });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(layoutQueryOptions(api, lookup));
    const { cached, queried } = serverRender(queryClient, api);
    expect(cached).toEqual(queried);
    expect(cached).toMatchObject({ data: { layout: { seo: { title: "Home - Test Forum" } } }, isError: false });
  });

  it("answers what useQuery does there: no data for a lookup not fetched, or one that failed", async () => {
    const api = createApiClient({ fetch: fakeApi().fetch });
    expect(serverRender(createQueryClient(), api)).toEqual({ cached: { isError: false }, queried: { isError: false } });

    // A fetch that throws what the layout query does not turn into a result leaves the query failed.
    const failing = createApiClient({ fetch: () => Promise.reject(new DOMException("The request was aborted.", "AbortError")) });
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(layoutQueryOptions(failing, lookup))).rejects.toThrow("aborted");
    expect(queryClient.getQueryState(layoutQueryOptions(failing, lookup).queryKey)?.status).toBe("error");
    expect(serverRender(queryClient, failing)).toEqual({ cached: { isError: false }, queried: { isError: false } });
  });
});
