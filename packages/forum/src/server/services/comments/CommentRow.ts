import type { Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";

/** A stored comment as selected from the database. */
export type CommentRow = Selectable<ForumTables["comments"]>;
