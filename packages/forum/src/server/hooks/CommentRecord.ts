/** The stored fields of a comment that write hooks receive. */
export interface CommentRecord {
  commentID: number;
  discussionID: number;
  insertUserID: number;
}
