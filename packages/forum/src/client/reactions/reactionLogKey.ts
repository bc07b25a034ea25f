import type { ReactionRecord } from "./reactionsPath";

/** The query-cache key of a post's reactions log, shared by the tooltips and the log modal. */
export function reactionLogKey(record: ReactionRecord): readonly ["forum.reactionLog", string, number] {
  return ["forum.reactionLog", record.recordType, record.recordID];
}
