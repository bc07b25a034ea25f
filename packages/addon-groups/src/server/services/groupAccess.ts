import { hasPermission, type PermissionsPayload } from "@quorum/api";
import { notFound } from "@quorum/server";
import type { GroupPrivacy, GroupViewerStatus } from "../../shared/Group";
import type { GroupsDb } from "../db/GroupsTables";

export const MODERATE_PERMISSION = "groups.moderate";
export const ADD_PERMISSION = "groups.add";

export interface ViewerLike {
  user: { userID: number };
  permissions: PermissionsPayload;
}

export interface GroupRow {
  groupID: number;
  name: string;
  description: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  privacy: GroupPrivacy;
  insertUserID: number;
  dateInserted: Date;
  dateUpdated: Date | null;
  categoryID: number | null;
}

/** A group with where the viewer stands, as every route after the lookup needs it. */
export interface GroupAccess {
  group: GroupRow;
  status: GroupViewerStatus;
  /** Reads its discussions and members: public groups, members, site moderators. */
  canRead: boolean;
  /** Edits it, invites, approves, removes: its leaders and site moderators. */
  canManage: boolean;
}

export const canModerateGroups = (permissions: PermissionsPayload): boolean => hasPermission(permissions, MODERATE_PERMISSION);

/** Leaders and members: those who post in it. */
export const isMember = (status: GroupViewerStatus): boolean => status === "leader" || status === "member";

/** What a viewer may do with a group, given where they stand with it. */
export function accessOf(group: GroupRow, status: GroupViewerStatus, permissions: PermissionsPayload): GroupAccess {
  const moderator = canModerateGroups(permissions);
  const member = status === "leader" || status === "member";
  return { group, status, canRead: moderator || member || group.privacy === "public", canManage: moderator || status === "leader" };
}

/** Where each of `groupIDs` stands for one user: member role, else a pending request or invitation. */
export async function viewerStatuses(db: GroupsDb, userID: number, groupIDs: readonly number[]): Promise<Map<number, GroupViewerStatus>> {
  const statuses = new Map<number, GroupViewerStatus>();
  if (userID <= 0 || groupIDs.length === 0) return statuses;
  const pending = await db.selectFrom("groupApplicants").select(["groupID", "type"]).where("userID", "=", userID).where("groupID", "in", groupIDs).execute();
  for (const row of pending) statuses.set(row.groupID, row.type === "request" ? "requested" : "invited");
  const members = await db.selectFrom("groupMembers").select(["groupID", "role"]).where("userID", "=", userID).where("groupID", "in", groupIDs).execute();
  for (const row of members) statuses.set(row.groupID, row.role);
  return statuses;
}

/**
 * The group as this viewer may know it. A secret group is missing (404, the same answer as a
 * group that does not exist) to all but its members, those it invited and site moderators.
 */
export async function loadGroupAccess(db: GroupsDb, viewer: ViewerLike, groupID: number): Promise<GroupAccess> {
  const group = await db.selectFrom("groups").selectAll().where("groupID", "=", groupID).executeTakeFirst();
  if (!group) throw notFound("Group");
  const status = (await viewerStatuses(db, viewer.user.userID, [groupID])).get(groupID) ?? "none";
  if (group.privacy === "secret" && (status === "none" || status === "requested") && !canModerateGroups(viewer.permissions)) throw notFound("Group");
  return accessOf(group, status, viewer.permissions);
}
