import type { CollectionRecord } from "@quorum/api";
import { sql, type RawBuilder } from "kysely";

/** A collection's records as `collectionRecordsColumn` answers them (the date as ISO text with an offset). */
export type CollectionRecordJson = Omit<CollectionRecord, "dateAddedToCollection"> & { dateAddedToCollection: string };

/**
 * The records of each collection as a JSON column of the collections query (so a page of
 * collections is one round trip): manual order first, then order of addition.
 */
export function collectionRecordsColumn(): RawBuilder<CollectionRecordJson[]> {
  return sql<
    CollectionRecordJson[]
  >`coalesce((SELECT json_agg(json_build_object('recordType', cr."recordType", 'recordID', cr."recordID", 'sort', cr."sort", 'dateAddedToCollection', cr."dateInserted")
      ORDER BY cr."sort" NULLS LAST, cr."dateInserted", cr."recordType", cr."recordID")
    FROM "collectionRecords" AS cr WHERE cr."collectionID" = "collections"."collectionID"), '[]'::json)`;
}
