import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { QuoteButton } from "./QuoteButton";
import { ReplyButton } from "./ReplyButton";
import { usePostReplyRights } from "./usePostReplyRights";

export interface CommentReplyButtonsProps {
  comment: Comment;
  discussion: Pick<Discussion, "discussionID" | "categoryID" | "closed" | "permissions">;
}

/** Quote and Reply under a comment, each shown by its own rule (spec §5). */
export function CommentReplyButtons({ comment, discussion }: CommentReplyButtonsProps): ReactNode {
  // A thread renders this once per comment, and guests (most page views) get neither button:
  // asking once here spares them two components and their composer lookups per comment.
  const { canQuote, canReply } = usePostReplyRights(discussion);
  if (!canQuote && !canReply) return null;
  const author = comment.insertUser ?? { userID: comment.insertUserID, name: "Unknown User" };
  return (
    <>
      <QuoteButton discussion={discussion} post={{ recordType: "comment", recordID: comment.commentID, url: comment.url, bodyHtml: comment.body, author }} />
      <ReplyButton discussion={discussion} comment={comment} />
    </>
  );
}
