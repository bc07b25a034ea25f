import { Pager, t, useLocation, widgetStyles } from "@quorum/core";
import { COMMENT_SORTS } from "@quorum/api";
import type { Comment, CommentSort, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { useId, useMemo, useState } from "react";
import { CommentThreadActionsContext, type CommentThreadActions } from "../comments/CommentThreadActions";
import { CommentTombstoneItem } from "../comments/CommentTombstoneItem";
import { threadEntries } from "../comments/threadEntries";
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
 * the numbered pager. A permalinked comment is marked and scrolled to. Deleted comments that later
 * ones followed show as tombstones (spec §3); the comments' own controls (edit in place, delete)
 * change the thread through `CommentThreadActionsContext`.
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
  tombstones = [],
}: CommentThreadAssetProps & { discussion: Discussion }): ReactNode {
  const headingID = useId();
  const [changes, setChanges] = useState<ThreadChanges>(NO_CHANGES);
  const actions = useMemo((): CommentThreadActions => {
    const change = (key: "editing" | "deleted", update: (set: Set<number>) => void) =>
      setChanges((current) => {
        const next = new Set(current[key]);
        update(next);
        return { ...current, [key]: next };
      });
    return {
      startEditing: (commentID) => change("editing", (set) => set.add(commentID)),
      stopEditing: (commentID) => change("editing", (set) => set.delete(commentID)),
      setDeleted: (commentID, deleted) => change("deleted", (set) => (deleted ? set.add(commentID) : set.delete(commentID))),
      // What an edit changes; the rest (the author's signature, reactions) stays as the page had it.
      saved: ({ commentID, body, format, dateUpdated, updateUserID }) =>
        setChanges((current) => ({ ...current, saved: new Map(current.saved).set(commentID, { body, format, dateUpdated, updateUserID }) })),
    };
  }, []);
  // Live: closing the discussion from its options menu changes who is offered Quote and Reply.
  const discussion = useLiveDiscussion(given);
  const { pathname, search, hash } = useLocation();
  const focused = focusedCommentID(pathname, hash);
  // A deleted comment's permalink shows its tombstone in its place (spec §3).
  const shownHere = comments.some((comment) => comment.commentID === focused) || tombstones.some((tombstone) => tombstone.commentID === focused);
  useScrollToComment(shownHere ? focused : null);
  const shownSort: CommentSort = (COMMENT_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CommentSort) : "dateInserted";
  // Pages keep an order the address chose; without one they get the layout's default, as this one did.
  const linkSort = new URLSearchParams(search).has("sort") ? shownSort : null;
  const pages = Math.ceil(paging.total / Math.max(1, paging.limit));
  const shown = changes.saved.size === 0 ? comments : comments.map((comment) => ({ ...comment, ...changes.saved.get(comment.commentID) }));
  const entries =
    tombstones.length === 0 && changes.deleted.size === 0
      ? shown.map((comment) => ({ mode: "full" as const, comment }))
      : threadEntries(shown, tombstones, changes.deleted, shownSort === "-dateInserted");

  return (
    <section className={widgetStyles.root} aria-labelledby={headingID}>
      <div className={styles.head}>
        <h2 className={widgetStyles.title} id={headingID}>
          {t(title)}
        </h2>
        {showSort && paging.total > 1 && <CommentSortSelect discussion={discussion} sort={shownSort} />}
      </div>
      {entries.length === 0 ? (
        <p className={widgetStyles.empty}>{paging.total === 0 ? t("There are no comments yet.") : t("There are no comments on this page.")}</p>
      ) : (
        <CommentThreadActionsContext.Provider value={actions}>
          <ol className={widgetStyles.list}>
            {entries.map((entry) =>
              entry.mode === "tombstone" ? (
                <CommentTombstoneItem key={entry.commentID} commentID={entry.commentID} dateInserted={entry.dateInserted} />
              ) : (
                <CommentItem
                  key={entry.comment.commentID}
                  comment={entry.comment}
                  discussion={discussion}
                  isFocused={entry.comment.commentID === focused}
                  isEditing={changes.editing.has(entry.comment.commentID)}
                />
              ),
            )}
          </ol>
        </CommentThreadActionsContext.Provider>
      )}
      {(pages > 1 || paging.page > 1) && (
        <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(page) => threadPagePath(discussion, page, linkSort)} />
      )}
    </section>
  );
}

/** What the comments' controls changed on this page (see CommentThreadActions). */
interface ThreadChanges {
  editing: ReadonlySet<number>;
  deleted: ReadonlySet<number>;
  saved: ReadonlyMap<number, Pick<Comment, "body" | "format" | "dateUpdated" | "updateUserID">>;
}
const NO_CHANGES: ThreadChanges = { editing: new Set(), deleted: new Set(), saved: new Map() };
