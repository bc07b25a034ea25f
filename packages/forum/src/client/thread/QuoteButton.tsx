import type { Discussion } from "@quorum/api";
import { Button, t } from "@quorum/core";
import type { ReactNode } from "react";
import type { QuotablePost } from "./CommentComposer";
import { useCommentComposer } from "./useCommentComposer";
import { usePostReplyRights } from "./usePostReplyRights";

export interface QuoteButtonProps {
  /** The thread's discussion: whose composer gets the quote, and whose rules apply. */
  discussion: Pick<Discussion, "discussionID" | "categoryID" | "closed" | "permissions">;
  post: QuotablePost;
}

/** 'Quote' under a post: puts a quote of it into the discussion's comment box (spec §2, §5). */
export function QuoteButton({ discussion, post }: QuoteButtonProps): ReactNode {
  const { canQuote } = usePostReplyRights(discussion);
  const composer = useCommentComposer(discussion.discussionID);
  if (!canQuote) return null;
  return (
    <Button variant="text" onClick={() => composer.insertQuote(post)}>
      {t("Quote")}
    </Button>
  );
}
