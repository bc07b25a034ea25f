import type { Discussion } from "@quorum/api";
import { useCurrentUser, usePermissionCheck } from "@quorum/core";
import { discussionCheck } from "../discussions/discussionCheck";

/** Which of Quote and Reply the user is offered on the posts of a discussion. */
export interface PostReplyRights {
  canQuote: boolean;
  canReply: boolean;
}

/**
 * Spec §5 visibility rules, checked in the discussion's category with its overrides: Quote needs
 * `comments.add` — or, on a closed discussion, `discussions.close`; Reply needs `comments.add`,
 * and on a closed discussion `discussions.close` as well, since that is what posting the reply
 * takes (the server's rule, and when the comment box is shown at all).
 */
export function usePostReplyRights(discussion: Pick<Discussion, "categoryID" | "closed" | "permissions">): PostReplyRights {
  const user = useCurrentUser();
  const check = discussionCheck(usePermissionCheck(), discussion);
  if (user.userID <= 0) return { canQuote: false, canReply: false };
  const canAdd = check.inCategory("comments.add");
  const canClose = check.inCategory("discussions.close");
  return {
    canQuote: discussion.closed ? canClose : canAdd,
    canReply: canAdd && (!discussion.closed || canClose),
  };
}
