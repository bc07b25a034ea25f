import { DateTime, Link, useSlotRenderer } from "@quorum/core";
import { commentPath, placeholderUser } from "@quorum/api";
import type { Comment, Discussion } from "@quorum/api";
import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { CommentOptionsMenu } from "../comments/CommentOptionsMenu";
import { PostAuthor } from "../posts/PostAuthor";
import { PostBody } from "../posts/PostBody";
import { CommentReactions } from "../reactions/CommentReactions";
import { PostToolbar } from "../reactions/PostToolbar";
import { ReportButton } from "../reports/ReportButton";
import { ShareMenu } from "../share/ShareMenu";
import { CommentReplyButtons } from "../thread/CommentReplyButtons";
import { PostSignature } from "../thread/PostSignature";
import * as styles from "./CommentItem.css";
import { forumSlots } from "../../contract";

// Loaded when a comment's author or a moderator chooses Edit.
const CommentEditForm = lazy(() => import("../comments/CommentEditForm"));

export interface CommentItemProps {
  /** A comment with `insertUser` expanded; `body` is server-sanitized HTML. */
  comment: Comment;
  /** The thread's discussion: add-ons' labels and actions (Q&A's 'Accepted Answer', Accept) need it. */
  discussion?: Discussion | null;
  /** The comment the page was opened for (a permalink): marked, and scrolled to by the thread. */
  isFocused?: boolean;
  /** Being edited in place (its options' Edit): the editor shows instead of the body. */
  isEditing?: boolean;
}

/**
 * One comment of a thread; its element id `Comment_{id}` is what comment links scroll to. Add-ons
 * put labels beside the author (`forumSlots.commentLabels`) and buttons under the body (`forumSlots.commentActions`).
 */
export function CommentItem({ comment, discussion, isFocused = false, isEditing = false }: CommentItemProps): ReactNode {
  const author = comment.insertUser ?? placeholderUser("unknown");
  // Two slots per comment, usually empty: rendered in place rather than as two `Slot` components.
  const renderSlot = useSlotRenderer();
  const slotProps = discussion ? { comment, discussion } : null;
  return (
    <li className={styles.comment} id={`Comment_${comment.commentID}`} aria-current={isFocused || undefined}>
      <PostAuthor user={author}>
        <Link className={styles.permalink} to={commentPath(comment.commentID)}>
          <DateTime date={comment.dateInserted} />
        </Link>
        {slotProps && renderSlot(forumSlots.commentLabels, slotProps)}
      </PostAuthor>
      {isEditing ? (
        // The body stays in view until the editor is ready.
        <Suspense fallback={<PostBody html={comment.body} />}>
          <CommentEditForm commentID={comment.commentID} />
        </Suspense>
      ) : (
        <PostBody html={comment.body} />
      )}
      {/* Most authors have none (and none are sent with signatures off): no element to render then. */}
      {comment.insertUser?.signature && <PostSignature user={comment.insertUser} />}
      <PostToolbar>
        <CommentReactions comment={comment} discussion={discussion} />
        <ShareMenu recordType="comment" url={comment.url} name={discussion?.name ?? ""} />
        <ReportButton recordType="comment" recordID={comment.commentID} />
        {discussion && <CommentReplyButtons comment={comment} discussion={discussion} />}
        {discussion && <CommentOptionsMenu comment={comment} discussion={discussion} />}
      </PostToolbar>
      {slotProps && renderSlot(forumSlots.commentActions, slotProps, (items) => <div className={styles.actions}>{items}</div>)}
    </li>
  );
}
