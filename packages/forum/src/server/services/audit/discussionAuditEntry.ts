import type { AuditEntry } from "./recordAudit";

/**
 * An audit line about a discussion: `discussion.<verb>` in the category it sat in, with its name
 * at the time in `data` so the log can still say which discussion once it is deleted or renamed.
 */
export function discussionAuditEntry(
  discussion: { discussionID: number; categoryID: number; name: string },
  verb: string,
  data: Record<string, unknown> = {},
): AuditEntry {
  return {
    action: `discussion.${verb}`,
    recordType: "discussion",
    recordID: discussion.discussionID,
    categoryID: discussion.categoryID,
    data: { name: discussion.name, ...data },
  };
}
