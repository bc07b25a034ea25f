import type { PostParent } from "@quorum/forum/contract/server";
import { forbidden, notFound } from "@quorum/server";
import { groupsDb } from "../db/GroupsTables";
import { ensureGroupCategory } from "./groupCategory";
import { isMember, loadGroupAccess } from "./groupAccess";

/** Shown to a signed-in non-member who opens a group's new-post form or posts into it. */
export const MEMBERS_ONLY = "Only members of this group can post in it.";

/**
 * `/post/discussion/social-groups?groupid=N`: the new-post form in a group posts into its
 * category. A group the viewer may not know of is missing (404); a non-member may not post (403).
 */
export const groupPostParent: PostParent = {
  recordType: "group",
  async categoryID(recordID, ctx) {
    const groupID = Number(recordID);
    if (!Number.isInteger(groupID) || groupID <= 0) throw notFound("Group");
    const db = groupsDb(ctx.db);
    const access = await loadGroupAccess(db, ctx.viewer, groupID);
    if (ctx.viewer.user.userID <= 0) throw forbidden();
    if (!isMember(access.status)) throw forbidden(MEMBERS_ONLY);
    return ensureGroupCategory(db, access.group);
  },
};
