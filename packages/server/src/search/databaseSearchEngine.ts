import type { SearchResult } from "@quorum/api";
import type { SearchDomain, SearchEngine, SearchPage } from "./SearchEngine";
import type { SearchOrder, SearchQuery } from "./SearchQuery";

const COMPARE: Readonly<Record<SearchOrder, (a: SearchResult, b: SearchResult) => number>> = {
  relevance: (a, b) => b.score - a.score || b.dateInserted.localeCompare(a.dateInserted),
  newest: (a, b) => b.dateInserted.localeCompare(a.dateInserted),
  oldest: (a, b) => a.dateInserted.localeCompare(b.dateInserted),
};

/**
 * The default engine: each domain searches its own tables in PostgreSQL (full-text index,
 * pg_trgm) with its permissions inside the query. One domain answers the page itself; several
 * (all content) each answer their first `offset + limit` matches, merged in order — pages stop
 * at `SEARCH_MAX_PAGE`, so that stays bounded.
 */
export const databaseSearchEngine: SearchEngine = {
  key: "database",
  async search(query: SearchQuery, domains: readonly SearchDomain[], ctx): Promise<SearchPage> {
    const [only] = domains;
    if (domains.length === 1 && only) return only.search(query, ctx);
    const window: SearchQuery = { ...query, page: 1, offset: 0, limit: query.offset + query.limit };
    const pages: SearchPage[] = [];
    // One after the other: PGlite has one connection, and each is one statement.
    for (const domain of domains) pages.push(await domain.search(window, ctx));
    const merged = pages.flatMap((page) => page.results).sort(COMPARE[query.order]);
    return {
      results: merged.slice(query.offset, query.offset + query.limit),
      total: pages.reduce((sum, page) => sum + page.total, 0),
    };
  },
};
