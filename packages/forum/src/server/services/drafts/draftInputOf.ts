import type { DraftAttributesInput, DraftPost } from "@quorum/api";
import type { DraftRow } from "./DraftRow";
import { storedAttributes } from "./storedAttributes";

/** A stored draft as the input it was saved from, to check it again (a schedule, a partial patch). */
export function draftInputOf(row: DraftRow): DraftPost {
  const { failedReason: _failedReason, ...attributes } = storedAttributes(row);
  return {
    recordType: row.recordType,
    recordID: row.recordID,
    parentRecordType: row.parentRecordType,
    parentRecordID: row.parentRecordID,
    attributes: attributes as DraftAttributesInput,
  };
}
