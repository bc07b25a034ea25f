/** The stored fields of a discussion that write hooks receive (and serializers, by id, in `ForumHookContext.discussions`). */
export interface PostRecord {
  discussionID: number;
  categoryID: number;
  insertUserID: number;
  type: string;
  statusID: number;
}
