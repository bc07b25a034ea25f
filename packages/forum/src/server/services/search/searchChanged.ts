import { recordSearchChanges, type CoreTables, type SearchRecordChange } from "@quorum/server";
import type { Kysely } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import type { ServiceContext } from "../ServiceContext";

/**
 * Tells the search engine of a forum write, inside its transaction (`trx`). The database's own
 * engine needs nothing (the tables' triggers indexed the rows in the same statements); a
 * replacing engine hears of it here. A discussion's change stands for its comments too (a move
 * changes their category, a delete removes them).
 */
export function searchChanged(
  ctx: ServiceContext,
  trx: ForumDb,
  recordType: "discussion" | "comment",
  recordID: number,
  change: SearchRecordChange["change"],
): Promise<void> {
  // The forum's handle sees the framework's tables and more on the same connection (addonExtensionContext).
  return recordSearchChanges(ctx.addons, trx as unknown as Kysely<CoreTables>, [{ recordType, recordID, change }]);
}
