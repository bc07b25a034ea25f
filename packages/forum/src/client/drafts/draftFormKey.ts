import type { DraftTarget } from "./DraftTarget";

/**
 * The local key of a form's draft before the server has given it an id, and the form's name in
 * every entry it writes: a comment box of discussion 12 is "comment:discussion:12", a new post in
 * category 3 "discussion:category:3" (0 with no category), an edit of discussion 42 "discussion:edit:42".
 */
export function draftFormKey(target: Pick<DraftTarget, "recordType" | "parentRecordType" | "parentRecordID" | "recordID">): string {
  if (target.recordID != null) return `${target.recordType}:edit:${target.recordID}`;
  return `${target.recordType}:${target.parentRecordType ?? "none"}:${target.parentRecordID ?? 0}`;
}
