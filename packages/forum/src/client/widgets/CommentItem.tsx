import { DateTime, Link } from "@quorum/core";
import { commentPath } from "@quorum/api";
import type { Comment } from "@quorum/api";
import type { ReactNode } from "react";
import { PostAuthor } from "../posts/PostAuthor";
import { PostBody } from "../posts/PostBody";
import * as styles from "./CommentItem.css";

export interface CommentItemProps {
  /** A comment with `insertUser` expanded; `body` is server-sanitized HTML. */
  comment: Comment;
}

/** One comment of a thread; its element id `Comment_{id}` is what comment links scroll to. */
export function CommentItem({ comment }: CommentItemProps): ReactNode {
  const author = comment.insertUser ?? { userID: 0, name: "Unknown User", photoUrl: "" };
  return (
    <li className={styles.comment} id={`Comment_${comment.commentID}`}>
      <PostAuthor user={author}>
        <Link className={styles.permalink} to={commentPath(comment.commentID)}>
          <DateTime date={comment.dateInserted} />
        </Link>
      </PostAuthor>
      <PostBody html={comment.body} />
    </li>
  );
}
