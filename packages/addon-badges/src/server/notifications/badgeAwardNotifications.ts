import { escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { badgeUrl } from "../../shared/Badge";
import { badgesDb } from "../db/BadgesTables";

/**
 * A member hears that they earned a badge (issue 17 §4): a pop-up, whatever they follow. Only
 * while they still hold it when the job runs (a moderator may have taken it back meanwhile).
 */
export const badgeAwardNotifications = defineNotificationSource({
  name: "badges.award",
  addon: "badges",
  params: Type.Object({ badgeID: Type.Integer(), userID: Type.Integer() }),
  async groups({ badgeID, userID }, coreDb): Promise<NotificationGroup[]> {
    const held = await badgesDb(coreDb)
      .selectFrom("userBadges as ub")
      .innerJoin("badges as b", "b.badgeID", "ub.badgeID")
      .select(["b.badgeID", "b.name"])
      .where("ub.badgeID", "=", badgeID)
      .where("ub.userID", "=", userID)
      .executeTakeFirst();
    if (!held) return [];
    const body = `You earned the <b>${escapeHtml(held.name)}</b> badge`;
    return [
      {
        type: "Badge",
        recipients: [userID],
        delivery: new Map([[userID, { popup: true, email: false }]]),
        recordType: "badge",
        recordID: held.badgeID,
        discussionID: null,
        groupKey: `badge:${held.badgeID}:${userID}`,
        body,
        bodyGrouped: body,
        url: badgeUrl(held.badgeID),
        photoUrl: null,
        canSee: () => true,
      },
    ];
  },
});
