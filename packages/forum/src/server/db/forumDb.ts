import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import type { ForumDb, ForumTables } from "./ForumTables";

/** Widens the framework's database handle to include the forum's tables (types only; same connection). */
export function forumDb(db: Kysely<CoreTables>): ForumDb {
  return db.withTables<ForumTables>();
}
