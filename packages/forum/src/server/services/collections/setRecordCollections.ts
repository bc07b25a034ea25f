import type { Collection, CollectionByResourcePut } from "@quorum/api";
import { validationError } from "@quorum/server";
import { sql } from "kysely";
import type { ServiceContext } from "../ServiceContext";
import { assertCanCurate } from "./assertCanCurate";
import { loadCollections } from "./loadCollections";

/**
 * `PUT /collections/by-resource` (spec §7): the record's memberships are cleared, then it is put in
 * exactly `collectionIDs` — one transaction, so it is never left in none by a failure. Every
 * collection it left or joined is marked updated by the viewer. Unknown ids: 422, nothing changed.
 * Answers the collections now holding it.
 */
export async function setRecordCollections(ctx: ServiceContext, input: CollectionByResourcePut): Promise<Collection[]> {
  const { viewer } = ctx;
  const { record } = input;
  await assertCanCurate(ctx.db, viewer, [record]);
  const wanted = [...new Set(input.collectionIDs)];
  return ctx.db.transaction().execute(async (trx) => {
    if (wanted.length > 0) {
      const found = await trx.selectFrom("collections").select("collectionID").where("collectionID", "in", wanted).forUpdate().execute();
      const known = new Set(found.map((row) => row.collectionID));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) throw validationError("collectionIDs", `Unknown collection IDs: ${unknown.join(", ")}.`, "notFound");
    }
    const left = await trx
      .deleteFrom("collectionRecords")
      .where("recordType", "=", record.recordType)
      .where("recordID", "=", record.recordID)
      .returning("collectionID")
      .execute();
    if (wanted.length > 0) {
      await trx
        .insertInto("collectionRecords")
        .values(wanted.map((collectionID) => ({ collectionID, recordType: record.recordType, recordID: record.recordID, sort: record.sort ?? null })))
        // A concurrent PUT for the same record may have put it there since our delete.
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const touched = [...new Set([...wanted, ...left.map((row) => row.collectionID)])];
    if (touched.length > 0) {
      await trx
        .updateTable("collections")
        .set({ updateUserID: viewer.user.userID, dateUpdated: sql`now()` })
        .where("collectionID", "in", touched)
        .execute();
    }
    return loadCollections(trx, { record });
  });
}
