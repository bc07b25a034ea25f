import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSearchState, searchApiParams, searchUrl } from "./searchState";

const read = (query: string, defaultDomain?: string) => parseSearchState(new URLSearchParams(query), defaultDomain);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("search page state", () => {
  it("reads every filter back from the address it writes, leaving out the defaults", () => {
    const url =
      "/search?query=dark+mode&domain=discussions&sort=newest&categoryID=3&includeChildCategories=true&authors=ada%2Cbob&tags=ui%2Cdark&tagOperator=and&types=question&dateFrom=2026-01-01&dateTo=2026-02-01&page=3";
    const state = read(url.split("?")[1] ?? "");
    expect(state).toEqual({
      query: "dark mode",
      domain: "discussions",
      sort: "newest",
      page: 3,
      categoryID: 3,
      includeChildCategories: true,
      authors: ["ada", "bob"],
      tags: ["ui", "dark"],
      tagOperator: "and",
      dateFrom: "2026-01-01",
      dateTo: "2026-02-01",
      types: ["question"],
    });
    expect(searchUrl(state)).toBe(url);
    expect(searchUrl(read(""))).toBe("/search");
  });

  it("reads the spec's other spelling `search` and ignores what it cannot read", () => {
    expect(read("search=x&sort=sideways&page=-2&categoryID=abc&dateFrom=yesterday")).toMatchObject({
      query: "x",
      sort: "relevance",
      page: 1,
      categoryID: null,
      dateFrom: "",
    });
  });

  it("takes the route's default domain and leaves it out of the address (/kb/search)", () => {
    const state = read("query=x", "knowledge_base");
    expect(state.domain).toBe("knowledge_base");
    expect(searchUrl(state, "/kb/search", "knowledge_base")).toBe("/kb/search?query=x");
  });

  it("drops the post filters, with a warning, for a domain that does not take them (spec §5)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const state = read("query=ada&domain=user&categoryID=3&authors=bob");
    expect(searchUrl(state)).toBe("/search?query=ada&domain=user");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("categoryID, authors"));
    expect(searchApiParams(state, 20)).toEqual({ domain: "user", page: 1, limit: 20, sort: "relevance", query: "ada" });
  });

  it("maps the page's filters to the API's parameters", () => {
    const state = read("query=x&categoryID=3&includeChildCategories=true&authors=ada&tags=a,b&tagOperator=and&types=comment&dateFrom=2026-01-01&page=2");
    expect(searchApiParams(state, 20)).toEqual({
      domain: "all_content",
      page: 2,
      limit: 20,
      sort: "relevance",
      query: "x",
      categoryID: 3,
      includeChildCategories: true,
      insertUserNames: "ada",
      tags: "a,b",
      tagOperator: "and",
      types: "comment",
      dateInserted: "[2026-01-01,]",
    });
  });
});

describe("search page constants", () => {
  it("agree with the API's (written again to keep TypeBox out of the page's chunk)", async () => {
    const api = await import("@quorum/api");
    const { ALL_CONTENT_DOMAIN, SEARCH_PAGE_SIZE } = await import("./searchState");
    expect([ALL_CONTENT_DOMAIN, SEARCH_PAGE_SIZE]).toEqual([api.ALL_CONTENT_DOMAIN, api.SEARCH_PAGE_LIMIT]);
  });
});
