import { commentPath, escapeHtml, type Report, type UserFragment } from "@quorum/api";
import type { Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";
import { discussionUrl } from "../discussions/discussionUrl";

export type ReportRow = Selectable<ForumTables["reports"]>;

/**
 * A report as the API answers it. `liveHtml` is the post's HTML now (null once it is deleted): set
 * beside the snapshot taken when it was reported, it tells the moderator whether the author has
 * changed or removed what was reported.
 */
export function serializeReport(row: ReportRow, liveHtml: string | null, insertUser?: UserFragment): Report {
  const dateInserted = row.dateInserted.toISOString();
  return {
    reportID: row.reportID,
    recordType: row.recordType,
    recordID: row.recordID,
    recordName: row.recordName,
    recordHtml: row.recordHtml,
    recordUrl: row.recordType === "discussion" ? discussionUrl(row.recordID, row.recordName) : commentPath(row.recordID),
    recordIsLive: liveHtml !== null,
    recordWasEdited: liveHtml !== null && liveHtml !== row.recordHtml,
    recordUserID: row.recordUserID,
    reportedUserID: row.recordUserID,
    recordDateInserted: row.recordDateInserted.toISOString(),
    placeRecordType: "category",
    placeRecordID: row.placeRecordID,
    reason: row.reason,
    // The reporter's words as HTML (Vanilla's note), from the plain text they typed.
    noteHtml: escapeHtml(row.reason).replace(/\r?\n/g, "<br>"),
    reportReasonIDs: row.reportReasonIDs,
    status: row.status,
    insertUserID: row.insertUserID,
    ...(insertUser ? { insertUser } : {}),
    dateInserted,
    // A report is never edited: its last change is its making.
    updateUserID: row.insertUserID,
    dateUpdated: dateInserted,
  };
}
