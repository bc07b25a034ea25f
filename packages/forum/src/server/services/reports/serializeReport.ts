import { commentPath, type Report, type UserFragment } from "@quorum/api";
import type { Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";
import { discussionUrl } from "../discussions/discussionUrl";

export type ReportRow = Selectable<ForumTables["reports"]>;

/** A report as the API answers it; `recordName` is its discussion's name (empty once deleted). */
export function serializeReport(row: ReportRow, recordName: string, insertUser?: UserFragment): Report {
  return {
    reportID: row.reportID,
    recordType: row.recordType,
    recordID: row.recordID,
    recordName,
    recordUrl: row.recordType === "discussion" ? discussionUrl(row.recordID, recordName) : commentPath(row.recordID),
    recordUserID: row.recordUserID,
    placeRecordType: "category",
    placeRecordID: row.placeRecordID,
    reason: row.reason,
    reportReasonIDs: row.reportReasonIDs,
    status: row.status,
    insertUserID: row.insertUserID,
    ...(insertUser ? { insertUser } : {}),
    dateInserted: row.dateInserted.toISOString(),
  };
}
