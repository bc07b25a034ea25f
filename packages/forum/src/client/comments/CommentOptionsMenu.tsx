import type { Comment, Discussion } from "@quorum/api";
import { LazyBoundary, useCurrentUser, usePermissionCheck } from "@quorum/core";
import { lazy } from "react";
import type { ReactNode } from "react";
import { discussionCheck } from "../discussions/discussionCheck";
import { commentPermissions } from "./commentPermissions";

// A chunk of its own, loaded only for a signed-in member who may use it (the comment's author, or
// a moderator): a guest's thread, and a member's among others' comments, never fetch it.
const SignedInCommentOptions = lazy(() => import("./SignedInCommentOptions"));

export interface CommentOptionsMenuProps {
  comment: Comment;
  discussion: Discussion;
}

/**
 * A comment's own controls (issue 13 §0): Edit, with the edit window's time left, and Delete for
 * its author while the window is open, for moderators always, and the log link of the
 * discussion's deleted comments for moderators (spec §2, §6).
 */
export function CommentOptionsMenu({ comment, discussion }: CommentOptionsMenuProps): ReactNode {
  const { userID } = useCurrentUser();
  if (userID <= 0) return null;
  return <MemberCommentOptions comment={comment} discussion={discussion} userID={userID} />;
}

function MemberCommentOptions({ comment, discussion, userID }: CommentOptionsMenuProps & { userID: number }): ReactNode {
  const check = discussionCheck(usePermissionCheck(), discussion);
  const mayModerate = commentPermissions.edit(check) || commentPermissions.delete(check) || commentPermissions.viewLog(check);
  if (comment.insertUserID !== userID && !mayModerate) return null;
  return (
    <LazyBoundary>
      <SignedInCommentOptions comment={comment} discussion={discussion} userID={userID} />
    </LazyBoundary>
  );
}
