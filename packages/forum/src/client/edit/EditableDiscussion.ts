/** A discussion as the post form edits it (`/post/editdiscussion/{id}`): the body as stored, in its format. */
export interface EditableDiscussion {
  discussionID: number;
  name: string;
  /** The stored body (not HTML), edited in its own format so nothing is lost in conversion. */
  body: string;
  format: string;
  categoryID: number;
}
