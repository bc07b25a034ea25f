import type { Discussion } from "@quorum/api";
import {
  DropDown,
  DropDownItemButton,
  DropDownItemLink,
  DropDownSection,
  ErrorBoundary,
  Slot,
  t,
  useAddonRegistry,
  useBootstrap,
  usePermissionCheck,
  useSiteConfig,
} from "@quorum/core";
import { lazy, Suspense, useCallback, useState } from "react";
import type { ReactNode } from "react";
import { formatRemainingTime } from "../../edit/formatRemainingTime";
import { ownEditDeadline } from "../../edit/ownEditDeadline";
import { useEditWindow } from "../../edit/useEditWindow";
import { discussionCheck } from "../discussionCheck";
import { discussionPermissions } from "../discussionPermissions";
import { useLiveDiscussion } from "../useLiveDiscussion";
import { deletedCommentsLogHref } from "../../log/deletedCommentsLogHref";
import * as styles from "./DiscussionOptionsMenu.css";
import { discussionToggles } from "./discussionToggles";
import { useDiscussionAction } from "./useDiscussionAction";
import { forumPostTypes, type PostTypeDescriptor, forumSlots } from "../../../contract";
import { OptionsIcon } from "./OptionsIcon";

// The dialogs load when first opened: most menus are never opened, and none by guests.
const DeleteDiscussionModal = lazy(() => import("./DeleteDiscussionModal"));
const MoveDiscussionModal = lazy(() => import("./MoveDiscussionModal"));
const ChangePostTypeModal = lazy(() => import("./ChangePostTypeModal"));
const TagDiscussionModal = lazy(() => import("./TagDiscussionModal"));
const AnnounceDiscussionModal = lazy(() => import("./AnnounceDiscussionModal"));
const ChangeAuthorModal = lazy(() => import("./ChangeAuthorModal"));
const AddToCollectionModal = lazy(() => import("../../collections/AddToCollectionModal").then((m) => ({ default: m.AddToCollectionModal })));
const ReportModal = lazy(() => import("../../reports/ReportModal").then((m) => ({ default: m.ReportModal })));

type OptionsDialog = "delete" | "move" | "changeType" | "tag" | "announce" | "changeAuthor" | "addToCollection" | "report";

/** The forum's own post type, among the enabled add-ons' in the Change Post Type dialog. */
const DISCUSSION: PostTypeDescriptor = { type: "discussion", label: "Discussion", order: 100 };

/** The options menu of `DiscussionOptionsMenu` (see there), loaded only for signed-in users. */
export function SignedInOptionsMenu({ discussion: given, userID }: { discussion: Discussion; userID: number }): ReactNode {
  const discussion = useLiveDiscussion(given);
  const { discussionID } = discussion;
  const can = usePermissionCheck();
  const config = useSiteConfig();
  const registry = useAddonRegistry();
  const { locale } = useBootstrap();
  const { busy, run } = useDiscussionAction(discussionID);
  const editWindow = useEditWindow(ownEditDeadline(discussion, userID, Number(config["ui.editContentTimeout"])));
  const [dialog, setDialog] = useState<OptionsDialog | null>(null);
  // Each opening mounts its dialog afresh (no half-typed search or old error from last time);
  // a closed dialog stays mounted until the next opening so it can play its closing transition.
  const [opening, setOpening] = useState<{ dialog: OptionsDialog; count: number } | null>(null);
  const [addonModal, setAddonModal] = useState<ReactNode>(null);
  const showModal = useCallback((modal: ReactNode) => setAddonModal(modal), []);

  const check = discussionCheck(can, discussion);
  const isAuthor = discussion.insertUserID === userID;
  const editsAny = discussionPermissions.edit(check);
  const postTypes = [...registry.contributions(forumPostTypes), DISCUSSION]
    .filter((postType) => !postType.permission || check.inCategory(postType.permission))
    .sort((a, b) => a.order - b.order);
  const may = {
    edit: editsAny || editWindow.open,
    dismiss: discussion.pinned,
    delete: discussionPermissions.delete(check),
    move: discussionPermissions.move(check),
    changeType: discussionPermissions.changeType(check) && postTypes.some((postType) => postType.type !== discussion.type),
    tag: config["tagging.enabled"] !== false && (discussionPermissions.tag(check) || editWindow.open),
    resolve: discussionPermissions.resolve(check),
    announce: discussionPermissions.announce(check),
    changeAuthor: discussionPermissions.changeAuthor(check),
    addToCollection: discussionPermissions.addToCollection(check),
    bump: discussionPermissions.bump(check),
    sink: discussionPermissions.sink(check),
    close: discussionPermissions.close(check, isAuthor),
    viewLog: discussionPermissions.viewLog(check),
    report: discussionPermissions.report(check) && config["feature.escalations.Enabled"] === true,
  };

  function open(next: OptionsDialog): void {
    setDialog(next);
    setOpening((previous) => ({ dialog: next, count: (previous?.count ?? 0) + 1 }));
  }
  const close = (): void => setDialog(null);
  const dialogProps = { discussion, isVisible: opening !== null && dialog === opening.dialog, onClose: close };
  // Shown only to the author while their own window is what allows the edit.
  const remaining = !editsAny && editWindow.remainingSeconds !== null ? formatRemainingTime(editWindow.remainingSeconds, locale) : null;

  return (
    <>
      <DropDown label={t("Discussion Options")} buttonContent={<OptionsIcon />} align="right">
        {(may.edit || may.dismiss || may.delete || may.move || may.changeType || may.tag || may.resolve) && (
          <DropDownSection>
            {may.edit && (
              <DropDownItemLink to={`/post/editdiscussion/${discussionID}`}>
                {t("Edit")}
                {remaining && <span className={styles.remaining}>{t("{time} left", { time: remaining })}</span>}
              </DropDownItemLink>
            )}
            {may.dismiss && (
              <DropDownItemButton isBusy={busy.has("dismissed")} onClick={() => void run(discussionToggles.dismiss(discussion))}>
                {discussion.dismissed ? t("Undismiss") : t("Dismiss")}
              </DropDownItemButton>
            )}
            {may.delete && <DropDownItemButton onClick={() => open("delete")}>{t("Delete")}</DropDownItemButton>}
            {may.move && <DropDownItemButton onClick={() => open("move")}>{t("Move")}</DropDownItemButton>}
            {may.changeType && <DropDownItemButton onClick={() => open("changeType")}>{t("Change Post Type")}</DropDownItemButton>}
            {may.tag && <DropDownItemButton onClick={() => open("tag")}>{t("Tag")}</DropDownItemButton>}
            {may.resolve && (
              <DropDownItemButton isBusy={busy.has("resolved")} onClick={() => void run(discussionToggles.resolve(discussion))}>
                {discussion.resolved ? t("Unresolve") : t("Resolve")}
              </DropDownItemButton>
            )}
          </DropDownSection>
        )}
        {(may.announce || may.changeAuthor || may.addToCollection) && (
          <DropDownSection>
            {may.announce && <DropDownItemButton onClick={() => open("announce")}>{t("Announce")}</DropDownItemButton>}
            {may.changeAuthor && <DropDownItemButton onClick={() => open("changeAuthor")}>{t("Change Author")}</DropDownItemButton>}
            {may.addToCollection && <DropDownItemButton onClick={() => open("addToCollection")}>{t("Add to Collection")}</DropDownItemButton>}
          </DropDownSection>
        )}
        {/* Mute is offered to everyone shown the menu (spec §6). */}
        <DropDownSection>
          <DropDownItemButton isBusy={busy.has("muted")} onClick={() => void run(discussionToggles.mute(discussion))}>
            {discussion.muted ? t("Unmute") : t("Mute")}
          </DropDownItemButton>
          {may.bump && (
            <DropDownItemButton isBusy={busy.has("bump")} onClick={() => void run(discussionToggles.bump(discussion))}>
              {t("Bump")}
            </DropDownItemButton>
          )}
          {may.sink && (
            <DropDownItemButton isBusy={busy.has("sink")} onClick={() => void run(discussionToggles.sink(discussion))}>
              {discussion.sink ? t("Unsink") : t("Sink")}
            </DropDownItemButton>
          )}
          {may.close && (
            <DropDownItemButton isBusy={busy.has("closed")} onClick={() => void run(discussionToggles.close(discussion))}>
              {discussion.closed ? t("Open") : t("Close")}
            </DropDownItemButton>
          )}
        </DropDownSection>
        {may.viewLog && (
          <DropDownSection>
            <DropDownItemLink to={`/log/filter?recordType=discussion&recordID=${discussionID}`}>{t("Revision History")}</DropDownItemLink>
            <DropDownItemLink to={`/log/filter?insertUserID=${discussion.insertUserID}`}>{t("Author's Log")}</DropDownItemLink>
            <DropDownItemLink to={deletedCommentsLogHref(discussionID)}>{t("Deleted Comments")}</DropDownItemLink>
          </DropDownSection>
        )}
        <Slot slot={forumSlots.discussionOptions} props={{ discussion, showModal }} wrap={(items) => <DropDownSection>{items}</DropDownSection>} />
        {may.report && (
          <DropDownSection>
            <DropDownItemButton onClick={() => open("report")}>{t("Report")}</DropDownItemButton>
          </DropDownSection>
        )}
      </DropDown>
      {opening && (
        <Suspense key={opening.count} fallback={null}>
          {opening.dialog === "delete" && <DeleteDiscussionModal {...dialogProps} />}
          {opening.dialog === "move" && <MoveDiscussionModal {...dialogProps} />}
          {opening.dialog === "changeType" && <ChangePostTypeModal {...dialogProps} postTypes={postTypes} />}
          {opening.dialog === "tag" && <TagDiscussionModal {...dialogProps} />}
          {opening.dialog === "announce" && <AnnounceDiscussionModal {...dialogProps} />}
          {opening.dialog === "changeAuthor" && <ChangeAuthorModal {...dialogProps} />}
          {opening.dialog === "addToCollection" && <AddToCollectionModal {...dialogProps} />}
          {opening.dialog === "report" && <ReportModal recordType="discussion" recordID={discussionID} isVisible={dialogProps.isVisible} onClose={close} />}
        </Suspense>
      )}
      {addonModal !== null && <ErrorBoundary fallback={() => null}>{addonModal}</ErrorBoundary>}
    </>
  );
}
