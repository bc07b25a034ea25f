import type { ReportRecordType } from "../schemas/reportSchemas";
import type { UserFragment } from "./User";

/** A member's report of a post to the moderators (`POST /reports`, `GET /reports`). */
export interface Report {
  reportID: number;
  recordType: ReportRecordType;
  recordID: number;
  /** The discussion's name (a comment's discussion). */
  recordName: string;
  recordUrl: string;
  /** The reported post's author. */
  recordUserID: number;
  placeRecordType: "category";
  placeRecordID: number;
  reason: string;
  reportReasonIDs: string[];
  status: "new" | "escalated" | "dismissed";
  insertUserID: number;
  insertUser?: UserFragment;
  dateInserted: string;
}
