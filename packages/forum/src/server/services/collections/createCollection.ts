import type { Collection, CollectionPost } from "@quorum/api";
import { forbidden, validationError } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { assertCanCurate } from "./assertCanCurate";
import { canManageCollections } from "./canManageCollections";
import { loadCollections } from "./loadCollections";

/**
 * `POST /collections`: a new collection with its first records in the order given (a record named
 * twice is held once), in one transaction. The viewer must be allowed to curate each record.
 */
export async function createCollection(ctx: ServiceContext, input: CollectionPost): Promise<Collection> {
  const { db, viewer } = ctx;
  if (!canManageCollections(viewer.permissions)) throw forbidden("Permission Problem", "You need the community.manage permission.");
  const name = input.name.trim();
  if (name === "") throw validationError("name", "name is required.", "missingField");
  const records = input.records ?? [];
  await assertCanCurate(db, viewer, records, "records");
  const unique = new Map(records.map((record) => [`${record.recordType}:${record.recordID}`, record]));
  const collectionID = await db.transaction().execute(async (trx) => {
    const { collectionID } = await trx
      .insertInto("collections")
      .values({ name, insertUserID: viewer.user.userID })
      .returning("collectionID")
      .executeTakeFirstOrThrow();
    if (unique.size > 0) {
      await trx
        .insertInto("collectionRecords")
        // Without a sort of their own, records keep the order they were given in.
        .values(
          [...unique.values()].map((record, position) => ({
            collectionID,
            recordType: record.recordType,
            recordID: record.recordID,
            sort: record.sort ?? position,
          })),
        )
        .execute();
    }
    return collectionID;
  });
  const [collection] = await loadCollections(db, { collectionIDs: [collectionID] });
  if (!collection) throw new Error("unreachable: the collection was just created");
  return collection;
}
