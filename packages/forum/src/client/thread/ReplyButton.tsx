import type { Comment, Discussion } from "@quorum/api";
import { Button, t } from "@quorum/core";
import type { ReactNode } from "react";
import { useCommentComposer } from "./useCommentComposer";
import { usePostReplyRights } from "./usePostReplyRights";

export interface ReplyButtonProps {
  discussion: Pick<Discussion, "discussionID" | "categoryID" | "closed" | "permissions">;
  comment: Pick<Comment, "commentID" | "insertUserID" | "insertUser">;
}

/** 'Reply' under a comment: mentions its author in the comment box and makes it the parent (spec §2, §5). */
export function ReplyButton({ discussion, comment }: ReplyButtonProps): ReactNode {
  const { canReply } = usePostReplyRights(discussion);
  const composer = useCommentComposer(discussion.discussionID);
  if (!canReply) return null;
  return (
    <Button variant="text" onClick={() => composer.replyTo(comment)}>
      {t("Reply")}
    </Button>
  );
}
