import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import type { __Pascal__Item } from "../__Pascal__Item";
import { __camel__Db } from "./__Pascal__Tables";

/** The latest items, newest first: what the API route answers and the layout widget shows. */
export async function list__Pascal__Items(db: Kysely<CoreTables>, limit: number): Promise<__Pascal__Item[]> {
  const rows = await __camel__Db(db).selectFrom("__camel__Items").select(["itemID", "name", "dateInserted"]).orderBy("itemID", "desc").limit(limit).execute();
  // The driver may hand a timestamptz over as a Date or as text; the API always answers ISO text.
  return rows.map((row) => ({ ...row, dateInserted: new Date(row.dateInserted).toISOString() }));
}
