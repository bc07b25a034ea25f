import type { CollectionRecordType } from "../schemas/collectionSchemas";

/** A record in a collection (spec §3 "Collection"). */
export interface CollectionRecord {
  recordType: CollectionRecordType;
  recordID: number;
  /** Manual order inside the collection; null keeps the order of addition. */
  sort: number | null;
  dateAddedToCollection: string;
}

/** A curated collection of records (spec §3 "Collection"), as `GET /collections` answers it. */
export interface Collection {
  collectionID: number;
  name: string;
  records: CollectionRecord[];
  insertUserID: number;
  dateInserted: string;
  updateUserID: number | null;
  dateUpdated: string | null;
}
