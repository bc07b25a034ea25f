import { t } from "@quorum/core";

// English phrases are the translation keys (docs/architecture.md §6); each reads between the moderator's
// name and the record: "Grace closed Share your setup".
const ACTIONS: Readonly<Record<string, string>> = {
  "discussion.close": "closed",
  "discussion.open": "reopened",
  "discussion.sink": "sank",
  "discussion.unsink": "unsank",
  "discussion.announce": "announced",
  "discussion.unannounce": "stopped announcing",
  "discussion.resolve": "resolved",
  "discussion.unresolve": "unresolved",
  "discussion.move": "moved",
  "discussion.changeAuthor": "changed the author of",
  "discussion.changeType": "changed the post type of",
  "discussion.bump": "bumped",
  "discussion.delete": "deleted",
  "discussion.merge": "merged",
  // A comment's line names its discussion.
  "comment.delete": "deleted a comment in",
  "comment.edit": "edited a comment in",
};

/** A log line's action in words; an action this page does not know (another add-on's) shows as its code. */
export function auditActionText(action: string): string {
  const words = ACTIONS[action];
  return words === undefined ? action : t(words);
}
