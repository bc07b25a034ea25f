import { escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { groupUrl } from "../../shared/Group";
import { groupsDb } from "../db/GroupsTables";

/**
 * Members invited to a group hear of it (issue 16 §1, through the platform's notifications). A
 * pop-up, whatever their preferences (an invitation is no activity they chose to follow); only
 * those still invited when the job runs, and the group is theirs to see (the invitation lets them).
 */
export const groupInvitationNotifications = defineNotificationSource({
  name: "groups.invitation",
  addon: "groups",
  params: Type.Object({ groupID: Type.Integer(), userIDs: Type.Array(Type.Integer()), inviteUserID: Type.Integer() }),
  async groups({ groupID, userIDs, inviteUserID }, coreDb): Promise<NotificationGroup[]> {
    const db = groupsDb(coreDb);
    const group = await db.selectFrom("groups").select(["groupID", "name", "iconUrl"]).where("groupID", "=", groupID).executeTakeFirst();
    const inviter = await db.selectFrom("users").select(["name", "photoUrl"]).where("userID", "=", inviteUserID).executeTakeFirst();
    if (!group || !inviter || userIDs.length === 0) return [];
    const stillInvited = await db
      .selectFrom("groupApplicants")
      .select("userID")
      .where("groupID", "=", groupID)
      .where("type", "=", "invitation")
      .where("userID", "in", userIDs)
      .execute();
    const recipients = stillInvited.map((row) => row.userID);
    if (recipients.length === 0) return [];
    const body = `<b>${escapeHtml(inviter.name)}</b> invited you to join <b>${escapeHtml(group.name)}</b>`;
    return [
      {
        type: "GroupInvitation",
        recipients,
        delivery: new Map(recipients.map((userID) => [userID, { popup: true, email: false }])),
        recordType: "group",
        recordID: group.groupID,
        discussionID: null,
        groupKey: `groupInvitation:group:${group.groupID}`,
        body,
        bodyGrouped: body,
        url: groupUrl(group.groupID),
        photoUrl: inviter.photoUrl || null,
        canSee: () => true,
      },
    ];
  },
});
