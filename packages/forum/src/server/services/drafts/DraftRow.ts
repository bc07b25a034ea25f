import type { Selectable } from "kysely";
import type { ForumDatabase } from "../../db/ForumTables";

/** A stored draft. */
export type DraftRow = Selectable<ForumDatabase["drafts"]>;
