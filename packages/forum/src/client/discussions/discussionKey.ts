/** The query-cache key of one discussion's live record (see useLiveDiscussion). */
export function discussionKey(discussionID: number): readonly ["forum.discussion", number] {
  return ["forum.discussion", discussionID];
}
