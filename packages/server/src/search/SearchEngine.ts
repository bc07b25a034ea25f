import type { SearchResult } from "@quorum/api";
import type { Kysely } from "kysely";
import type { AddonContributions } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";
import type { Viewer } from "../Viewer";
import type { SearchQuery } from "./SearchQuery";

/** What a search runs with: the database, who asks, the enabled add-ons and the site's settings. */
export interface SearchContext {
  db: Kysely<CoreTables>;
  viewer: Viewer;
  addons: AddonContributions;
  config: Readonly<Record<string, unknown>>;
}

/** One page of results and how many there are in all (the paging headers' total; with `count` false, at least as many as were read). */
export interface SearchPage {
  results: SearchResult[];
  total: number;
}

/**
 * Which of a domain's records a viewer may see, as a filter an engine can apply: all, none, or
 * those whose `field` (the forum's `categoryID`) is one of `values`. The permission seam an
 * external engine pushes into its own query, so nothing hidden is ever counted or shown.
 */
export type SearchVisibility = { kind: "all" } | { kind: "none" } | { kind: "in"; field: string; values: readonly number[] };

/**
 * A kind of searchable content (spec §2 "search domains"): the forum's discussions and
 * comments, its categories, the framework's users, and what add-ons register (knowledge base,
 * groups, events) with `searchHooks.domain`. The domain owns its records' permissions: `search`
 * must apply them inside its query — results, `total` and excerpts alike — and `visibility` says
 * the same as a filter for engines that index elsewhere.
 */
export interface SearchDomain {
  /** The `domain` parameter that selects it alone ("discussions", "category", "user", "knowledge_base"). */
  key: string;
  /** The record types it answers (`recordTypes` values): "discussion" and "comment" for the forum. */
  recordTypes: readonly string[];
  /** Whether "all content" (the default domain) includes it. */
  inAllContent: boolean;
  /**
   * One page of matches, ordered by `query.order`, skipping `query.offset` and counting them all
   * (only what the viewer may see). Throws an HttpError for a parameter it refuses (422 on the
   * field; 404 for a category or record the viewer cannot see, as for a missing one).
   */
  search(query: SearchQuery, ctx: SearchContext): Promise<SearchPage>;
  /** The viewer's permission filter on this domain's records (for engines that do not run `search`). */
  visibility(ctx: SearchContext): Promise<SearchVisibility>;
}

/** A searchable record was written (created, edited, moved, restored) or deleted, in the writing transaction. */
export interface SearchRecordChange {
  recordType: string;
  recordID: number;
  change: "write" | "delete";
}

/**
 * The search engine (docs/architecture.md §4). The default, `databaseSearchEngine`, asks each
 * domain for its matches in PostgreSQL (its full-text index and pg_trgm) and merges them. An
 * add-on replaces it through `searchHooks.engine` — an external engine — with no change to
 * `GET /search` or its callers: it gets the same query and domains, must apply each domain's
 * `visibility`, and hears of every change through `recordsChanged`.
 */
export interface SearchEngine {
  key: string;
  search(query: SearchQuery, domains: readonly SearchDomain[], ctx: SearchContext): Promise<SearchPage>;
  /**
   * Told of changes to searchable records inside the transaction that makes them (`db` is that
   * transaction): a throw fails the write. The database engine needs none: its index is
   * kept by the tables' own triggers in the same statements.
   */
  recordsChanged?(changes: readonly SearchRecordChange[], ctx: { db: Kysely<CoreTables> }): Promise<void>;
}
