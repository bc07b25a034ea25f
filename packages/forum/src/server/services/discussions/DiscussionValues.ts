import { readIntegers } from "@quorum/server";
import { columnIndexes } from "../columnIndexes";
import type { SqlParameters } from "../SqlParameters";
import { discussionExpansions, type ExpansionLayout } from "./discussionExpansions";

/**
 * A discussion's stored fields as `selectArrays` answers them: timestamps as PostgreSQL prints
 * them (`::text`; `isoTimestamptz` gives the API's text, with no Date made and formatted per value).
 */
export interface StoredDiscussionFields {
  discussionID: number;
  type: string;
  name: string;
  format: string;
  excerpt: string;
  categoryID: number;
  insertUserID: number;
  dateInserted: string;
  updateUserID: number | null;
  dateUpdated: string | null;
  dateLastComment: string;
  lastCommentUserID: number | null;
  countComments: number;
  countViews: number;
  score: number;
  hot: number;
  pinned: boolean;
  pinLocation: "category" | "recent" | null;
  closed: boolean;
  sink: boolean;
  resolved: boolean;
  statusID: number;
  attributes: Record<string, unknown>;
}

/**
 * The stored integer columns (booleans as 0/1), sent as one `int[]` column: pg's cost is per
 * field (a string made per value), and these thirteen packed into one saved more node CPU per
 * list page (~0.07 ms of ~1) than PostgreSQL spends packing them (measured: no more).
 */
const INTEGERS = [
  "discussionID",
  "categoryID",
  "insertUserID",
  "updateUserID",
  "lastCommentUserID",
  "countComments",
  "countViews",
  "score",
  "statusID",
  "pinned",
  "closed",
  "sink",
  "resolved",
] as const satisfies readonly (keyof StoredDiscussionFields)[];
const BOOLEANS: ReadonlySet<string> = new Set(["pinned", "closed", "sink", "resolved"] satisfies (keyof StoredDiscussionFields)[]);

/** The other stored columns, in row order after the integers. */
const OTHERS = [
  "type",
  "name",
  "format",
  "excerpt",
  "dateInserted",
  "dateUpdated",
  "dateLastComment",
  "hot",
  "pinLocation",
  "attributes",
] as const satisfies readonly (keyof StoredDiscussionFields)[];

type Fields<Names extends readonly (keyof StoredDiscussionFields)[]> = { readonly [I in keyof Names]: StoredDiscussionFields[Names[I]] };

/**
 * A discussion row as an array: the stored integers packed (`discussionIntegers` reads them),
 * the other stored columns (`at` gives their positions), then the query's own
 * (`DiscussionLayout`). Lists read thirty of these per request: pg builds no object per row.
 */
export type DiscussionValues = readonly [integers: string, ...Fields<typeof OTHERS>, ...unknown[]];

/** Positions of the stored columns in a `DiscussionValues` row: `row[at.name]`. */
export const at = columnIndexes(["integers", ...OTHERS] as const);

/** Positions in `discussionIntegers(row)`: `integers[int.categoryID]`. */
export const int = columnIndexes(INTEGERS);

/** A row's stored integer columns (positions in `int`): NaN for NULL (the nullable ids), 0/1 for the flags. */
export function discussionIntegers(row: DiscussionValues): number[] {
  return readIntegers(row[at.integers], INTEGERS.length);
}

/** Where a query's expansions and bodies are in its rows (-1: not selected); `end` is the first position after them. */
export interface DiscussionLayout extends ExpansionLayout {
  /** The raw body, then its HTML (`body: "full"`). */
  body: number;
}

const TIMESTAMPS: ReadonlySet<string> = new Set(["dateInserted", "dateUpdated", "dateLastComment"] satisfies (keyof StoredDiscussionFields)[]);
/** The stored columns' part of the select list by source (the code's own few aliases). */
const storedBySource = new Map<string, string>();

/** The stored columns of "discussions" as they are, for a subquery that `discussionValuesSql` then reads (a page chosen first). */
export const STORED_DISCUSSION_COLUMNS_SQL = [...INTEGERS, ...OTHERS].map((column) => `"discussions"."${column}"`).join(", ");

/**
 * The select list of a `DiscussionValues` row, read from `source` (SQL text: `"discussions"`, or
 * the alias of a subquery holding its stored columns): timestamps as text, the asked-for
 * expansions, the bodies only for `body: "full"` (lists show the excerpt); the joins (authors)
 * to put after the source in the FROM clause; and where each part is in the rows. A member's id
 * goes into `params`.
 */
export function discussionValuesSql(
  source: string,
  options: { expand: ReadonlySet<string>; viewerID: number; body: "full" | "excerpt" },
  params: SqlParameters,
): { columns: string; joins: string; layout: DiscussionLayout } {
  let stored = storedBySource.get(source);
  if (stored === undefined) {
    const integers = INTEGERS.map((column) => `${source}."${column}"${BOOLEANS.has(column) ? "::integer" : ""}`).join(", ");
    const others = OTHERS.map((column) => (TIMESTAMPS.has(column) ? `${source}."${column}"::text AS "${column}"` : `${source}."${column}"`)).join(", ");
    stored = `ARRAY[${integers}]::text AS "integers", ${others}`;
    storedBySource.set(source, stored);
  }
  const expansions = discussionExpansions(source, options.expand, options.viewerID, params, 1 + OTHERS.length);
  let columns = expansions.columns ? `${stored}, ${expansions.columns}` : stored;
  const layout: DiscussionLayout = { ...expansions.layout, body: -1 };
  if (options.body === "full") {
    columns += `, ${source}."body", ${source}."bodyHtml"`;
    layout.body = layout.end;
    layout.end += 2;
  }
  return { columns, joins: expansions.joins, layout };
}
