import type { Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";

/** One moderation action worth a line in the audit log. */
export interface AuditEntry {
  /** What happened, as `<recordType>.<verb>`: "discussion.close", "discussion.move", "reaction.delete"… */
  action: string;
  recordType: "discussion" | "comment" | "user" | "category";
  recordID: number;
  /** The category the record sat in when it happened (the log's category filter). */
  categoryID?: number | null;
  /** The record's parent: a comment's discussion (the log of a discussion's deleted comments). */
  parentRecordID?: number;
  /** What changed, e.g. `{ from: 3, to: 5 }` for a move. */
  data?: Record<string, unknown>;
}

/**
 * Writes an audit log line. Call it with the mutation's own transaction so the line exists exactly
 * when the change does.
 */
export async function recordAudit(db: ForumDb, viewer: Viewer, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      action: entry.action,
      recordType: entry.recordType,
      recordID: entry.recordID,
      categoryID: entry.categoryID ?? null,
      parentRecordID: entry.parentRecordID ?? null,
      insertUserID: viewer.user.userID,
      data: JSON.stringify(entry.data ?? {}),
    })
    .execute();
}
