import { sql, type Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";

/** A stored discussion as selected from the database. */
export type DiscussionRow = Selectable<ForumTables["discussions"]>;

/** A discussion as lists select it: without the bodies, which lists never show (the excerpt stands in). */
export type ListedDiscussionRow = Omit<DiscussionRow, "body" | "bodyHtml"> & Partial<Pick<DiscussionRow, "body" | "bodyHtml">>;

/**
 * The columns of a list row. Selecting the bodies too (raw and rendered) made a page of thirty
 * discussions move and parse tens of kilobytes it then threw away.
 */
export const LISTED_DISCUSSION_COLUMNS = [
  "discussionID", "type", "name", "format", "excerpt", "categoryID", "insertUserID", "dateInserted", "updateUserID",
  "dateUpdated", "dateLastComment", "lastCommentUserID", "lastCommentID", "countComments", "countViews", "score", "hot",
  "pinned", "pinLocation", "closed", "sink", "resolved", "statusID", "attributes",
] as const satisfies readonly (keyof ListedDiscussionRow)[];

/** `LISTED_DISCUSSION_COLUMNS` as SQL text, qualified by "discussions", for queries written as SQL. */
export const LISTED_DISCUSSION_COLUMNS_SQL = sql.raw(LISTED_DISCUSSION_COLUMNS.map((column) => `"discussions"."${column}"`).join(", "));
