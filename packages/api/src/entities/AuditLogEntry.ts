import type { AuditRecordType } from "../schemas/auditLogSchemas";
import type { UserFragment } from "./User";

/** One line of the moderation log (`GET /audit-logs`). */
export interface AuditLogEntry {
  /** A bigint, as text (as Vanilla's audit log ids are strings). */
  auditLogID: string;
  /** `<recordType>.<verb>`: "discussion.close", "discussion.move", "discussion.changeAuthor"… */
  action: string;
  recordType: AuditRecordType;
  recordID: number;
  /** The category the record sat in when it happened. */
  categoryID: number | null;
  insertUserID: number;
  /** Who did it ("Unknown User" when the account is gone). */
  insertUser: UserFragment;
  dateInserted: string;
  /** What changed, e.g. `{ from: 3, to: 5 }`; discussion lines carry the discussion's `name` at the time. */
  data: Record<string, unknown>;
  /** The record's name and address now; null when it no longer exists (or the reader may not see it). */
  recordName: string | null;
  recordUrl: string | null;
}
