/** Query-cache keys of the collections calls. */
export const collectionKeys = {
  /** `GET /collections`. */
  all: ["forum.collections"] as const,
  /** `GET /collections/by-resource`: the collections holding one discussion. */
  ofDiscussion: (discussionID: number) => ["forum.collections.byResource", "discussion", discussionID] as const,
};
