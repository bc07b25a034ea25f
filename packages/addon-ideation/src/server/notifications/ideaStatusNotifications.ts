import { escapeHtml } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { ideationDb } from "../db/IdeationTables";

/**
 * The voters of an idea hear when a moderator moves it to another status (issue 16 §3, through the
 * platform's notifications): a pop-up, as a vote is following the idea. Those voting when the job
 * runs, but not the moderator, and only while they may still see the idea's category.
 */
export const ideaStatusNotifications = defineNotificationSource({
  name: "ideation.status",
  addon: "ideation",
  params: Type.Object({ discussionID: Type.Integer(), updateUserID: Type.Integer() }),
  async groups({ discussionID, updateUserID }, coreDb): Promise<NotificationGroup[]> {
    const db = ideationDb(coreDb);
    const idea = await db
      .selectFrom("discussions as d")
      .innerJoin("ideationStatuses as s", "s.statusID", "d.statusID")
      .select(["d.discussionID", "d.name", "d.categoryID", "s.name as statusName"])
      .where("d.discussionID", "=", discussionID)
      .where("d.type", "=", "idea")
      .executeTakeFirst();
    if (!idea) return [];
    const voters = await db.selectFrom("ideationVotes").select("userID").where("discussionID", "=", discussionID).where("userID", "<>", updateUserID).execute();
    const recipients = voters.map((row) => row.userID);
    if (recipients.length === 0) return [];
    const body = `The status of <b>${escapeHtml(idea.name)}</b> changed to <b>${escapeHtml(idea.statusName)}</b>`;
    return [
      {
        type: "IdeaStatus",
        recipients,
        delivery: new Map(recipients.map((userID) => [userID, { popup: true, email: false }])),
        recordType: "discussion",
        recordID: idea.discussionID,
        discussionID: idea.discussionID,
        groupKey: `ideaStatus:discussion:${idea.discussionID}`,
        body,
        bodyGrouped: body,
        url: `/discussion/${idea.discussionID}`,
        photoUrl: null,
        canSee: (permissions) => canViewCategory(coreDb, permissions, idea.categoryID),
      },
    ];
  },
});
