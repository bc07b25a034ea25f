import { sql, type Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";

/** A stored comment as selected from the database. */
export type CommentRow = Selectable<ForumTables["comments"]>;

/** A comment as lists select it: the stored body is left out (null) where only the HTML is shown. */
export type ListedCommentRow = Omit<CommentRow, "body"> & { body: string | null };

/** Every column of a comment but the stored body, which lists select only when asked for. */
const COMMENT_COLUMNS = [
  "comments.commentID",
  "comments.discussionID",
  "comments.format",
  "comments.bodyHtml",
  "comments.insertUserID",
  "comments.dateInserted",
  "comments.updateUserID",
  "comments.dateUpdated",
  "comments.score",
  "comments.attributes",
] as const;

/** `COMMENT_COLUMNS` as SQL text, for queries written as SQL. */
export const COMMENT_COLUMNS_SQL = sql.raw(
  COMMENT_COLUMNS.map((column) =>
    column
      .split(".")
      .map((part) => `"${part}"`)
      .join("."),
  ).join(", "),
);
