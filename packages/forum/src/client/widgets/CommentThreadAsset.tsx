import { Pager, t, widgetStyles } from "@quorum/core";
import { discussionPath } from "@quorum/api";
import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { useId } from "react";
import { CommentItem } from "./CommentItem";

export interface CommentThreadAssetProps {
  /** The thread's discussion (without its body); null when there is none to show. */
  discussion: Discussion | null;
  comments: Comment[];
  paging: { page: number; limit: number; total: number };
  sort?: string;
  title?: string;
}

/** `react.asset.postCommentThread`: one page of a discussion's comments and the numbered pager. */
export default function CommentThreadAsset({ discussion, comments, paging, title = "Comments" }: CommentThreadAssetProps): ReactNode {
  const headingID = useId();
  if (!discussion) return null;
  const pages = Math.ceil(paging.total / Math.max(1, paging.limit));
  return (
    <section className={widgetStyles.root} aria-labelledby={headingID}>
      <h2 className={widgetStyles.title} id={headingID}>
        {t(title)}
      </h2>
      {comments.length === 0 ? (
        <p className={widgetStyles.empty}>{paging.total === 0 ? t("There are no comments yet.") : t("There are no comments on this page.")}</p>
      ) : (
        <ol className={widgetStyles.list}>
          {comments.map((comment) => (
            <CommentItem key={comment.commentID} comment={comment} discussion={discussion} />
          ))}
        </ol>
      )}
      {(pages > 1 || paging.page > 1) && (
        <Pager
          page={paging.page}
          limit={paging.limit}
          total={paging.total}
          hrefFor={(page) => discussionPath(discussion.discussionID, discussion.name, page)}
        />
      )}
    </section>
  );
}
