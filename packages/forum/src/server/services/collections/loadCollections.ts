import type { Collection } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";
import { collectionRecordsColumn } from "./collectionRecordsColumn";

export interface CollectionFilter {
  /** Only these collections. */
  collectionIDs?: readonly number[];
  /** Only the collections holding this record. */
  record?: { recordType: string; recordID: number };
  page?: number;
  limit?: number;
}

/** Collections with their records, by id, in one query. */
export async function loadCollections(db: ForumDb, filter: CollectionFilter = {}): Promise<Collection[]> {
  let query = db
    .selectFrom("collections")
    .select(["collectionID", "name", "insertUserID", "dateInserted", "updateUserID", "dateUpdated"])
    .select(collectionRecordsColumn().as("records"))
    .orderBy("collectionID");
  if (filter.collectionIDs) {
    if (filter.collectionIDs.length === 0) return [];
    query = query.where("collectionID", "in", [...filter.collectionIDs]);
  }
  const { record } = filter;
  if (record) {
    query = query.where("collectionID", "in", (eb) =>
      eb
        .selectFrom("collectionRecords")
        .select("collectionRecords.collectionID")
        .where("recordType", "=", record.recordType)
        .where("recordID", "=", record.recordID),
    );
  }
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(((filter.page ?? 1) - 1) * filter.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    collectionID: row.collectionID,
    name: row.name,
    records: row.records.map((r) => ({ ...r, dateAddedToCollection: new Date(r.dateAddedToCollection).toISOString() })),
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    updateUserID: row.updateUserID,
    dateUpdated: row.dateUpdated ? row.dateUpdated.toISOString() : null,
  }));
}
