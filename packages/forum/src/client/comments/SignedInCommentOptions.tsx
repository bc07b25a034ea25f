import type { Comment, Discussion } from "@quorum/api";
import {
  DropDown,
  DropDownItemButton,
  DropDownItemLink,
  DropDownSection,
  t,
  useApiClient,
  useBootstrap,
  useInvalidateLayouts,
  usePermissionCheck,
  useSiteConfig,
  useToast,
} from "@quorum/core";
import { lazy, Suspense, useContext, useState } from "react";
import type { ReactNode } from "react";
import { discussionCheck } from "../discussions/discussionCheck";
import * as styles from "../discussions/options/DiscussionOptionsMenu.css";
import { OptionsIcon } from "../discussions/options/OptionsIcon";
import { formatRemainingTime } from "../edit/formatRemainingTime";
import { ownEditDeadline } from "../edit/ownEditDeadline";
import { useEditWindow } from "../edit/useEditWindow";
import { failureText } from "../feedback/failureText";
import { deletedCommentsLogHref } from "../log/deletedCommentsLogHref";
import { commentPermissions } from "./commentPermissions";
import { CommentThreadActionsContext } from "./CommentThreadActions";

// Opened rarely: loaded on the first Delete.
const DeleteCommentModal = lazy(() => import("./DeleteCommentModal"));

export interface SignedInCommentOptionsProps {
  comment: Comment;
  discussion: Discussion;
  userID: number;
}

/**
 * The options menu of one comment (see `CommentOptionsMenu`), in the discussion menu's groups:
 * Edit (the time left while the author's own window is what allows it, refreshed on spec §9's
 * schedule) and Delete, then the log link. Delete asks first; once confirmed the comment goes from
 * the thread at once and comes back with a persistent toast if the server refuses (spec §4, §8);
 * on success the page's layouts are fetched again (counts, pager, the tombstone it may leave).
 */
export default function SignedInCommentOptions({ comment, discussion, userID }: SignedInCommentOptionsProps): ReactNode {
  const thread = useContext(CommentThreadActionsContext);
  const check = discussionCheck(usePermissionCheck(), discussion);
  const config = useSiteConfig();
  const { locale } = useBootstrap();
  const api = useApiClient();
  const { addToast } = useToast();
  const invalidateLayouts = useInvalidateLayouts();
  const editWindow = useEditWindow(ownEditDeadline({ ...comment, closed: discussion.closed }, userID, Number(config["ui.editContentTimeout"])));
  const [confirming, setConfirming] = useState<"never" | "open" | "closed">("never");

  const editsAny = commentPermissions.edit(check);
  const deletesAny = commentPermissions.delete(check);
  const may = {
    edit: thread !== null && (editsAny || editWindow.open),
    delete: thread !== null && (deletesAny || editWindow.open),
    viewLog: commentPermissions.viewLog(check),
  };
  if (!may.edit && !may.delete && !may.viewLog) return null;
  // Shown only while the author's own window is what allows the change.
  const remaining = !editsAny && editWindow.remainingSeconds !== null ? formatRemainingTime(editWindow.remainingSeconds, locale) : null;

  async function remove(): Promise<void> {
    if (!thread) return;
    setConfirming("closed");
    thread.setDeleted(comment.commentID, true);
    try {
      await api.delete(`/comments/${comment.commentID}`);
      void invalidateLayouts();
    } catch (error) {
      thread.setDeleted(comment.commentID, false);
      addToast({ body: failureText(error), persistent: true, dismissible: true, tone: "error" });
    }
  }

  return (
    <>
      <DropDown label={t("Comment Options")} buttonContent={<OptionsIcon />} align="right">
        {(may.edit || may.delete) && (
          <DropDownSection>
            {may.edit && (
              <DropDownItemButton onClick={() => thread?.startEditing(comment.commentID)}>
                {t("Edit")}
                {remaining && <span className={styles.remaining}>{t("{time} left", { time: remaining })}</span>}
              </DropDownItemButton>
            )}
            {may.delete && <DropDownItemButton onClick={() => setConfirming("open")}>{t("Delete")}</DropDownItemButton>}
          </DropDownSection>
        )}
        {may.viewLog && (
          <DropDownSection>
            <DropDownItemLink to={deletedCommentsLogHref(discussion.discussionID)}>{t("Deleted Comments")}</DropDownItemLink>
          </DropDownSection>
        )}
      </DropDown>
      {confirming !== "never" && (
        <Suspense fallback={null}>
          <DeleteCommentModal isVisible={confirming === "open"} onConfirm={() => void remove()} onCancel={() => setConfirming("closed")} />
        </Suspense>
      )}
    </>
  );
}
