import { parseDateFilter, SEARCH_PAGE_LIMIT, type SearchQueryParams } from "@quorum/api";
import { validationError } from "../errors/validationError";
import { listParam } from "../http/listParam";
import type { SearchOrder, SearchQuery } from "./SearchQuery";
import { searchWords } from "./searchWords";

const ORDERS: Readonly<Record<NonNullable<SearchQueryParams["sort"]>, SearchOrder>> = {
  relevance: "relevance",
  newest: "newest",
  "-dateInserted": "newest",
  oldest: "oldest",
  dateInserted: "oldest",
};

function ids(...values: (number | readonly number[] | undefined)[]): number[] | null {
  const all = values.flatMap((value) => (value === undefined ? [] : typeof value === "number" ? [value] : value));
  return all.length > 0 ? [...new Set(all)] : null;
}

function texts(value: string | readonly string[] | undefined): string[] | null {
  const list = listParam(value);
  return list.length > 0 ? [...new Set(list)] : null;
}

/** A schema-checked `GET /search` query as engines get it; 422 naming the field for what the schema cannot say. */
export function normalizeSearchQuery(params: SearchQueryParams): SearchQuery {
  const text = (params.query ?? params.search ?? "").trim();
  let dateInserted = null;
  if (params.dateInserted !== undefined) {
    dateInserted = parseDateFilter(params.dateInserted);
    if (!dateInserted) throw validationError("dateInserted", "dateInserted is not a valid date filter.");
  }
  const name = params.name?.trim() || null;
  const page = params.page ?? 1;
  const limit = params.limit ?? SEARCH_PAGE_LIMIT;
  const sort = params.sort ?? "relevance";
  return {
    text,
    words: searchWords(text),
    queryOperator: params.queryOperator ?? "and",
    matchMode: params.matchMode ?? "fulltext",
    name,
    recordTypes: texts(params.recordTypes),
    types: texts(params.types),
    discussionID: params.discussionID ?? null,
    categoryIDs: ids(params.categoryID, params.categoryIDs),
    includeChildCategories: params.includeChildCategories ?? false,
    includeArchivedCategories: params.includeArchivedCategories ?? false,
    followedCategories: params.followedCategories ?? false,
    insertUserIDs: ids(params.authors, params.insertUserIDs),
    insertUserNames: texts(params.insertUserNames),
    tags: texts(params.tags),
    tagOperator: params.tagOperator ?? "or",
    dateInserted,
    // Without words there is nothing to rank: newest first.
    order: ORDERS[sort] === "relevance" && searchWords(text).length === 0 ? "newest" : ORDERS[sort],
    page,
    limit,
    offset: (page - 1) * limit,
    expandBody: params.expandBody ?? true,
    count: params.count ?? true,
    params,
  };
}
