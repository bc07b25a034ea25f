import type { ResolvedView, Viewer } from "@quorum/server";
import { forbidden } from "@quorum/server";
import { canEditOwn } from "../../permissions/canEditOwn";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { editContentTimeout } from "../../services/editContentTimeout";
import { getDiscussion } from "../../services/discussions/getDiscussion";
import { loadViewableDiscussion } from "../../services/discussions/loadViewableDiscussion";
import type { ServiceContext } from "../../services/ServiceContext";

/** The lookup param naming the discussion the create-post page edits (set by this resolver). */
export const EDIT_DISCUSSION_PARAM = "editDiscussionID";

/**
 * `createPost` in edit mode (`/post/editdiscussion/{id}`): the discussion, for the post form to
 * fill in. 404 when there is none, 403 when the viewer may not see it or may not edit it: as
 * `PATCH /discussions/{id}` decides for a title or body, the author while the discussion is open
 * and within `ui.editContentTimeout`, else `discussions.edit` in its category or `community.moderate`.
 */
export async function resolveEditDiscussion(service: ServiceContext, viewer: Viewer, discussionID: number): Promise<ResolvedView> {
  if (viewer.user.userID <= 0) throw forbidden();
  const { row, category } = await loadViewableDiscussion(service.db, viewer, discussionID);
  const mayEdit =
    canEditOwn(viewer, row, row.closed, await editContentTimeout(service)) ||
    isCommunityModerator(viewer) ||
    canInCategory(viewer.permissions, "discussions.edit", category);
  if (!mayEdit) throw forbidden("You don't have permission to edit this post.");
  const discussion = await getDiscussion(service, discussionID);
  return {
    layoutViewType: "createPost",
    record: { ...discussion },
    seo: { title: "Edit Discussion" },
    params: { [EDIT_DISCUSSION_PARAM]: discussionID },
  };
}
