import type { Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";

/** A stored discussion as selected from the database. */
export type DiscussionRow = Selectable<ForumTables["discussions"]>;
