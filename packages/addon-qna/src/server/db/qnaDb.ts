import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "@quorum/forum/contract/server";
import type { QnaDb, QnaOwnTables } from "./QnaTables";

/** Widens the framework's handle to the forum's and the add-on's tables (types only; same connection). */
export function qnaDb(db: Kysely<CoreTables>): QnaDb {
  return forumDb(db).withTables<QnaOwnTables>();
}
