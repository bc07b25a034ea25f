/**
 * `ALL_CONTENT_DOMAIN` and `SEARCH_PAGE_LIMIT` of @quorum/api, written again here: that module
 * builds `GET /search`'s TypeBox schema, which importing it would bring into the page's chunk (and
 * split TypeBox into chunks that every add-on descriptor then names in its preload lists).
 */
export const ALL_CONTENT_DOMAIN = "all_content";
/** Results per search page (spec §9). */
export const SEARCH_PAGE_SIZE = 20;

/** The search page's sorts (spec §2: relevance, newest, oldest). */
export const SEARCH_PAGE_SORTS = ["relevance", "newest", "oldest"] as const;

/**
 * Everything the search page shows, as its address holds it (spec §2's query parameters), so a
 * search can be shared and reloaded: `/search?query=dark&domain=discussions&page=2`.
 */
export interface SearchState {
  query: string;
  /** `all_content`, `discussions`, `category`, `user`, or an add-on's domain. */
  domain: string;
  sort: (typeof SEARCH_PAGE_SORTS)[number];
  page: number;
  categoryID: number | null;
  includeChildCategories: boolean;
  /** Author names (the API's `insertUserNames`). */
  authors: string[];
  tags: string[];
  tagOperator: "and" | "or";
  /** Days as `YYYY-MM-DD`, or "". */
  dateFrom: string;
  dateTo: string;
  /** Post types ("discussion", "question", "comment"), or none for every type. */
  types: string[];
}

/**
 * The params only discussions (and all content, which holds them) understand: spec §5's URL
 * builder drops them for other domains, with a warning.
 */
const POST_ONLY: readonly (keyof SearchState)[] = ["categoryID", "includeChildCategories", "authors", "tags", "types"];
const POST_DOMAINS = new Set([ALL_CONTENT_DOMAIN, "discussions"]);

const list = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
const day = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

/** Reads the search page's state from its query string; `defaultDomain` is the route's (`/kb/search`'s knowledge base). */
export function parseSearchState(params: URLSearchParams, defaultDomain = ALL_CONTENT_DOMAIN): SearchState {
  const sort = params.get("sort");
  const categoryID = Number.parseInt(params.get("categoryID") ?? "", 10);
  return {
    // Spec §2: `search` or `query`; this site writes `query` and reads both.
    query: (params.get("query") ?? params.get("search") ?? "").trim(),
    domain: params.get("domain")?.trim() || defaultDomain,
    sort: SEARCH_PAGE_SORTS.find((value) => value === sort) ?? "relevance",
    page: Math.min(100, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
    categoryID: categoryID > 0 ? categoryID : null,
    includeChildCategories: params.get("includeChildCategories") === "true",
    authors: list(params, "authors"),
    tags: list(params, "tags"),
    tagOperator: params.get("tagOperator") === "and" ? "and" : "or",
    dateFrom: day(params.get("dateFrom")),
    dateTo: day(params.get("dateTo")),
    types: list(params, "types"),
  };
}

/** The state without the post filters: a tab to a domain that does not take them leaves them out on purpose. */
export function withoutPostFilters(state: SearchState): SearchState {
  return { ...state, categoryID: null, includeChildCategories: false, authors: [], tags: [], types: [] };
}

/** Whether a domain takes the post filters (category, author, tags, type). */
export function takesPostFilters(domain: string): boolean {
  return POST_DOMAINS.has(domain);
}

/**
 * The address of a search (spec §5's URL builder): defaults left out so equal searches share one
 * address, and the post filters dropped — with a warning — for a domain that does not take them.
 */
export function searchUrl(state: SearchState, path = "/search", defaultDomain = ALL_CONTENT_DOMAIN): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.domain !== defaultDomain) params.set("domain", state.domain);
  if (state.sort !== "relevance") params.set("sort", state.sort);
  const posts = takesPostFilters(state.domain);
  const dropped = POST_ONLY.filter((name) => {
    const value = state[name];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  if (!posts && dropped.length > 0) console.warn(`Search: ${dropped.join(", ")} do not apply to the domain ${state.domain}; left out.`);
  if (posts) {
    if (state.categoryID) params.set("categoryID", String(state.categoryID));
    if (state.categoryID && state.includeChildCategories) params.set("includeChildCategories", "true");
    if (state.authors.length > 0) params.set("authors", state.authors.join(","));
    if (state.tags.length > 0) params.set("tags", state.tags.join(","));
    if (state.tags.length > 1 && state.tagOperator === "and") params.set("tagOperator", "and");
    if (state.types.length > 0) params.set("types", state.types.join(","));
  }
  if (state.dateFrom) params.set("dateFrom", state.dateFrom);
  if (state.dateTo) params.set("dateTo", state.dateTo);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * `GET /search`'s params for a state (spec §7): the page's names mapped to the API's. `sectionRoot`:
 * the root category of the site section the page is under, searched with its subtree unless a
 * category is chosen.
 */
export function searchApiParams(state: SearchState, limit: number, sectionRoot?: number): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { domain: state.domain, page: state.page, limit, sort: state.sort };
  if (state.query) params.query = state.query;
  if (takesPostFilters(state.domain)) {
    if (state.categoryID) {
      params.categoryID = state.categoryID;
      if (state.includeChildCategories) params.includeChildCategories = true;
    } else if (sectionRoot !== undefined) {
      // Under a site section's folder the posts are the section's: its category tree (issue 17 §5).
      params.categoryID = sectionRoot;
      params.includeChildCategories = true;
    }
    if (state.authors.length > 0) params.insertUserNames = state.authors.join(",");
    if (state.tags.length > 0) {
      params.tags = state.tags.join(",");
      params.tagOperator = state.tagOperator;
    }
    if (state.types.length > 0) params.types = state.types.join(",");
  }
  // Vanilla's date filter (`parseDateFilter`): an inclusive range, either end open.
  if (state.dateFrom || state.dateTo) params.dateInserted = `[${state.dateFrom},${state.dateTo}]`;
  return params;
}
