import { getConfig } from "@quorum/server";
import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

/** `ui.editContentTimeout` in seconds (negative: authors may edit forever). */
export async function editContentTimeout(db: Kysely<CoreTables>): Promise<number> {
  const config = await getConfig(db);
  const value = Number(config["ui.editContentTimeout"]);
  return Number.isFinite(value) ? value : 3600;
}
