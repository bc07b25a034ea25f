import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { RecordID } from "../schemas/recordIDSchemas";

/**
 * Sorts of `GET /search`: spec §2's relevance, newest and oldest, and Vanilla's names for the
 * last two (`-dateInserted`, `dateInserted`).
 */
export const SEARCH_SORTS = ["relevance", "newest", "oldest", "-dateInserted", "dateInserted"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The domain of every kind of content at once (spec §2 "all_content"); an empty `domain` means it too. */
export const ALL_CONTENT_DOMAIN = "all_content";

/** Page size of the search page (spec §9); `limit` defaults to it. */
export const SEARCH_PAGE_LIMIT = 20;

/** The deepest page `GET /search` serves, and the most results it counts (`x-app-page-result-count` stops there). */
export const SEARCH_MAX_PAGE = 100;
export const SEARCH_MAX_LIMIT = 100;

/**
 * How the words match (Vanilla's `matchMode`): `fulltext` (the default, the search page) finds
 * whole words, stemmed in the site's language; `wildcard` (autocomplete, as a word is typed) also
 * takes the last word as the start of a word and finds titles holding each word anywhere.
 */
export const SEARCH_MATCH_MODES = ["fulltext", "wildcard"] as const;
export type SearchMatchMode = (typeof SEARCH_MATCH_MODES)[number];

const Operator = Type.Union([Type.Literal("and"), Type.Literal("or")]);

/** One value or several (`x[]=a&x[]=b`, `x=a,b`, `x=a`), each bounded. */
function listOf<T extends TSchema>(item: T, maxItems = 20) {
  return Type.Union([Type.Array(item, { maxItems }), item]);
}
const Word = Type.String({ maxLength: 100 });

/**
 * Query of `GET /search` (spec §2, §7; Vanilla's `/search` parameters). `query` (or `search`, the
 * spec's other spelling) is the text; the rest narrow it. List parameters take either spelling.
 */
export const SearchQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 300 })),
  search: Type.Optional(Type.String({ maxLength: 300 })),
  /** `all_content` (default), `discussions`, `category`, `user`, or a domain an add-on registers. */
  domain: Type.Optional(Type.String({ maxLength: 50 })),
  /** The title bar's scope selector (spec §3: site, hub); one site is both today. */
  scope: Type.Optional(Type.Union([Type.Literal("site"), Type.Literal("hub")])),
  recordTypes: Type.Optional(listOf(Word)),
  types: Type.Optional(listOf(Word)),
  /** Only the comments of this discussion (Vanilla: the scope of a thread). */
  discussionID: Type.Optional(RecordID()),
  categoryID: Type.Optional(RecordID()),
  categoryIDs: Type.Optional(listOf(RecordID(), 100)),
  followedCategories: Type.Optional(Type.Boolean()),
  includeChildCategories: Type.Optional(Type.Boolean()),
  includeArchivedCategories: Type.Optional(Type.Boolean()),
  /** Part of the record's name (title, user or category name). */
  name: Type.Optional(Type.String({ maxLength: 100 })),
  /** Authors by user id (the search page's author filter). */
  authors: Type.Optional(listOf(RecordID())),
  insertUserIDs: Type.Optional(listOf(RecordID())),
  insertUserNames: Type.Optional(listOf(Word)),
  tags: Type.Optional(listOf(Word)),
  tagOperator: Type.Optional(Operator),
  queryOperator: Type.Optional(Operator),
  /** `SEARCH_MATCH_MODES`: whole words (default) or the last one as typed so far. */
  matchMode: Type.Optional(Type.Union(SEARCH_MATCH_MODES.map((mode) => Type.Literal(mode)))),
  /** Vanilla's date filter syntax (`parseDateFilter`). */
  dateInserted: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union(SEARCH_SORTS.map((sort) => Type.Literal(sort)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT })),
  /** false: no `body` excerpt (the autocomplete's light call). */
  expandBody: Type.Optional(Type.Boolean()),
  /** false: the total is not counted and `x-app-page-result-count` is left out (autocomplete shows no total). */
  count: Type.Optional(Type.Boolean()),
  expand: Type.Optional(listOf(Word)),
  /** Add-on domains' own parameters (the knowledge base's), passed to them as they came. */
  knowledgeBaseID: Type.Optional(RecordID()),
  knowledgeCategoryIDs: Type.Optional(listOf(RecordID(), 100)),
  locale: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SearchQueryParams = Static<typeof SearchQuerySchema>;
