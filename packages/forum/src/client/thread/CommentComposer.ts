import type { Comment, UserFragment } from "@quorum/api";

/** A post to quote: a comment, or a discussion's original post. */
export interface QuotablePost {
  recordType: "discussion" | "comment";
  recordID: number;
  /** Where the post is (a comment's permalink, the discussion's address). */
  url: string;
  /** The server-sanitized HTML of its body. */
  bodyHtml: string;
  author: Pick<UserFragment, "userID" | "name">;
}

/**
 * What a discussion's comment editor does for the thread's Quote and Reply buttons. Today's
 * plain textarea (CreateCommentForm) implements it; the rich editor implements the same two
 * calls its own way and registers itself with `useProvideCommentComposer`.
 */
export interface CommentComposer {
  /** Adds a quote of the post (author and text) to the comment being written, and focuses it. */
  insertQuote(post: QuotablePost): void;
  /** Starts a reply to the comment: mentions its author and records it as the comment's parent. */
  replyTo(comment: Pick<Comment, "commentID" | "insertUserID" | "insertUser">): void;
}
