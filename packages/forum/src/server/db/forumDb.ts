import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import type { ForumDb, ForumTables } from "./ForumTables";

/** One widened handle per handle: `withTables` makes a new Kysely instance, and every request asks (serviceContext). */
const widened = new WeakMap<Kysely<CoreTables>, ForumDb>();

/** Widens the framework's database handle to include the forum's tables (types only; same connection). */
export function forumDb(db: Kysely<CoreTables>): ForumDb {
  let forum = widened.get(db);
  if (!forum) {
    forum = db.withTables<ForumTables>();
    widened.set(db, forum);
  }
  return forum;
}
