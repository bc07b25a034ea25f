import { describe, expect, it } from "vitest";
import { formatLinkHeader, parsePagingHeaders } from "./pagingHeaders";

describe("paging headers", () => {
  it("round-trips links, page, limit and total", () => {
    const link = formatLinkHeader(new URL("http://x/api/v2/discussions?limit=5&page=2"), 2, true);
    const headers: Record<string, string> = {
      link,
      "x-app-page-current": "2",
      "x-app-page-limit": "5",
      "x-app-page-result-count": "17",
    };
    expect(parsePagingHeaders((n) => headers[n])).toEqual({
      page: 2,
      limit: 5,
      total: 17,
      prev: "/api/v2/discussions?limit=5&page=1",
      next: "/api/v2/discussions?limit=5&page=3",
    });
  });

  it("has no prev on the first page and no next on the last", () => {
    expect(formatLinkHeader(new URL("http://x/a?page=1"), 1, false)).toBe("");
  });
});
