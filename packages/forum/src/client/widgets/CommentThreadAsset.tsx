import { Pager, t, useLocation, widgetStyles } from "@quorum/core";
import { COMMENT_SORTS } from "@quorum/api";
import type { CommentSort, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { useId } from "react";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import { CommentSortSelect } from "../thread/CommentSortSelect";
import { focusedCommentID } from "../thread/focusedCommentID";
import { threadPagePath } from "../thread/threadPagePath";
import { useScrollToComment } from "../thread/useScrollToComment";
import { CommentItem } from "./CommentItem";
import * as styles from "./CommentThreadAsset.css";
import type { CommentThreadAssetProps } from "../../contract/widgetProps";

export type { CommentThreadAssetProps };

/**
 * `react.asset.postCommentThread`: one page of a discussion's comments, the 'Sort by' choice and
 * the numbered pager. A permalinked comment is marked and scrolled to.
 */
export default function CommentThreadAsset({ discussion, ...rest }: CommentThreadAssetProps): ReactNode {
  if (!discussion) return null;
  return <CommentThread discussion={discussion} {...rest} />;
}

function CommentThread({
  discussion: given,
  comments,
  paging,
  sort,
  title = "Comments",
  showSort = true,
}: CommentThreadAssetProps & { discussion: Discussion }): ReactNode {
  const headingID = useId();
  // Live: closing the discussion from its options menu changes who is offered Quote and Reply.
  const discussion = useLiveDiscussion(given);
  const { pathname, search, hash } = useLocation();
  const focused = focusedCommentID(pathname, hash);
  useScrollToComment(comments.some((comment) => comment.commentID === focused) ? focused : null);
  const shownSort: CommentSort = (COMMENT_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CommentSort) : "dateInserted";
  // Pages keep an order the address chose; without one they get the layout's default, as this one did.
  const linkSort = new URLSearchParams(search).has("sort") ? shownSort : null;
  const pages = Math.ceil(paging.total / Math.max(1, paging.limit));

  return (
    <section className={widgetStyles.root} aria-labelledby={headingID}>
      <div className={styles.head}>
        <h2 className={widgetStyles.title} id={headingID}>
          {t(title)}
        </h2>
        {showSort && paging.total > 1 && <CommentSortSelect discussion={discussion} sort={shownSort} />}
      </div>
      {comments.length === 0 ? (
        <p className={widgetStyles.empty}>{paging.total === 0 ? t("There are no comments yet.") : t("There are no comments on this page.")}</p>
      ) : (
        <ol className={widgetStyles.list}>
          {comments.map((comment) => (
            <CommentItem key={comment.commentID} comment={comment} discussion={discussion} isFocused={comment.commentID === focused} />
          ))}
        </ol>
      )}
      {(pages > 1 || paging.page > 1) && (
        <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(page) => threadPagePath(discussion, page, linkSort)} />
      )}
    </section>
  );
}
