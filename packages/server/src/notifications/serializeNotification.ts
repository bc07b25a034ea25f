import type { Notification } from "@quorum/api";
import type { Selectable } from "kysely";
import type { CoreTables } from "../db/CoreTables";

export type NotificationRow = Selectable<CoreTables["notifications"]>;

/** Why a member got an entry, by its type (Vanilla's `reason`). */
const REASONS: Record<string, string> = {
  DiscussionComment: "mine",
  BookmarkComment: "bookmark",
  ParticipateComment: "participated",
  Mention: "mention",
  Reaction: "reaction",
  AnswerAccepted: "answerAccepted",
  ConversationMessage: "message",
  Moderation: "moderation",
  NewDiscussion: "followed",
  NewComment: "followed",
};

/** An entry as the API answers it: the grouped headline once it counts more than one event. */
export function serializeNotification(row: NotificationRow): Notification {
  return {
    notificationID: row.notificationID,
    body: row.count > 1 ? row.bodyGrouped.replaceAll("{count}", String(row.count)) : row.body,
    photoUrl: row.photoUrl,
    url: row.url,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated.toISOString(),
    read: row.read,
    count: row.count,
    activityType: row.activityType,
    reason: REASONS[row.activityType] ?? row.activityType,
    recordType: row.recordType,
    recordID: row.recordID,
    discussionID: row.discussionID,
  };
}
