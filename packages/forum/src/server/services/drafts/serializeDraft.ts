import type { Draft } from "@quorum/api";
import type { DraftRow } from "./DraftRow";
import { storedAttributes } from "./storedAttributes";

/** A draft row as the API answers it (spec §3 "Draft"). */
export function serializeDraft(row: DraftRow): Draft {
  return {
    draftID: row.draftID,
    recordType: row.recordType,
    recordID: row.recordID,
    parentRecordType: row.parentRecordType,
    parentRecordID: row.parentRecordID,
    draftStatus: row.draftStatus,
    dateScheduled: row.dateScheduled?.toISOString() ?? null,
    attributes: storedAttributes(row),
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    updateUserID: row.updateUserID,
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
  };
}
