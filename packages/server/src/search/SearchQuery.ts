import type { DateRange, SearchMatchMode, SearchQueryParams } from "@quorum/api";

/** How results are ordered: relevance (then newest), newest or oldest first. */
export type SearchOrder = "relevance" | "newest" | "oldest";

/**
 * A `GET /search` request as engines and domains get it: checked, defaults applied, lists as
 * arrays. `null` means "not narrowed by this". Domains ignore what does not apply to them (a
 * category filter on users), as the spec's URL builder drops such params (spec §5).
 */
export interface SearchQuery {
  /** The text as typed (trimmed); "" when only filters were given. */
  text: string;
  /** The words of `text`, lower-cased (`searchWords`). */
  words: readonly string[];
  /** Whether every word must match ("and", the default) or any. */
  queryOperator: "and" | "or";
  /** "fulltext": whole words; "wildcard" (autocomplete): the last word also as a prefix, and titles holding the words anywhere. */
  matchMode: SearchMatchMode;
  /** Part of the record's name. */
  name: string | null;
  /** The record types asked for (a domain answers only its own), or null for all of the domain's. */
  recordTypes: readonly string[] | null;
  /** Sub-types (a discussion's post type, "comment"), or null. */
  types: readonly string[] | null;
  discussionID: number | null;
  categoryIDs: readonly number[] | null;
  includeChildCategories: boolean;
  includeArchivedCategories: boolean;
  followedCategories: boolean;
  /** Authors by id (`authors`, `insertUserIDs`) and by name (`insertUserNames`), or null. */
  insertUserIDs: readonly number[] | null;
  insertUserNames: readonly string[] | null;
  tags: readonly string[] | null;
  tagOperator: "and" | "or";
  dateInserted: DateRange | null;
  order: SearchOrder;
  page: number;
  limit: number;
  /** Results to skip: `(page - 1) * limit` for one domain; engines merging several ask each from 0. */
  offset: number;
  /** false: results carry no `body` excerpt (the autocomplete's light call). */
  expandBody: boolean;
  /**
   * false: the caller shows no total (autocomplete), so a domain may skip counting and give as
   * `total` only what it read (at least the results it returns).
   */
  count: boolean;
  /** The request's parameters as sent, for domains' own (the knowledge base's `knowledgeBaseID`). */
  params: Readonly<SearchQueryParams>;
}
