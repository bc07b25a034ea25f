import { commentPath, escapeHtml, type PermissionsPayload } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { qnaDb } from "../db/qnaDb";

/**
 * An answer accepted (spec §3, through the platform's notifications): its author hears of it,
 * when they may still see the question's category. The one who accepted it is the actor.
 */
export const answerAcceptedNotifications = defineNotificationSource({
  name: "qna.answerAccepted",
  addon: "qna",
  params: Type.Object({ commentID: Type.Integer(), acceptUserID: Type.Integer() }),
  async groups({ commentID, acceptUserID }, coreDb): Promise<NotificationGroup[]> {
    const db = qnaDb(coreDb);
    const answer = await db
      .selectFrom("comments as c")
      .innerJoin("discussions as d", "d.discussionID", "c.discussionID")
      .innerJoin("qnaAnswers as a", "a.commentID", "c.commentID")
      .select(["c.commentID", "c.insertUserID", "d.discussionID", "d.name", "d.categoryID", "a.status"])
      .where("c.commentID", "=", commentID)
      .executeTakeFirst();
    const judge = await db.selectFrom("users").select(["name", "photoUrl"]).where("userID", "=", acceptUserID).executeTakeFirst();
    // Accepted no longer (taken back before the job ran): nothing to tell.
    if (!answer || answer.status !== "accepted" || !judge) return [];
    const seen = new WeakMap<PermissionsPayload, Promise<boolean>>();
    const body = `<b>${escapeHtml(judge.name)}</b> accepted your answer to <b>${escapeHtml(answer.name)}</b>`;
    return [
      {
        type: "AnswerAccepted",
        recipients: [answer.insertUserID],
        recordType: "comment",
        recordID: answer.commentID,
        discussionID: answer.discussionID,
        groupKey: `answerAccepted:comment:${answer.commentID}`,
        body,
        bodyGrouped: body,
        url: commentPath(answer.commentID),
        photoUrl: judge.photoUrl || null,
        canSee(permissions) {
          let visible = seen.get(permissions);
          if (!visible) seen.set(permissions, (visible = canViewCategory(db, permissions, answer.categoryID)));
          return visible;
        },
      },
    ];
  },
});
