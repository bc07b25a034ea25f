import { Type, type Static } from "@sinclair/typebox";
import { DateTimeSchema } from "../responses/userResponseSchemas";

/**
 * The kinds of notification that are preference keys (spec §3 "Notification preferences"): what
 * a member may switch between popup and email. An add-on's own kinds ("Badge", "EventReminder")
 * are no preference keys and are not listed here: its notification source names them and says
 * how each recipient hears of them (`NotificationGroup.delivery` of `@quorum/server`).
 */
export const NOTIFICATION_TYPES = [
  "DiscussionComment",
  "BookmarkComment",
  "ParticipateComment",
  "Mention",
  "Reaction",
  "AnswerAccepted",
  "ConversationMessage",
  "Moderation",
  "NewDiscussion",
  "NewComment",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One notification as `GET /notifications` answers it (Vanilla's NotificationSchema; spec §3 "Notification"). */
export const NotificationSchema = Type.Object({
  notificationID: Type.Integer(),
  /** The headline: escaped text with `<b>` tags only. */
  body: Type.String(),
  /** The actor's photo, absolute; null when there is none. */
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  /** Where the notification leads, relative to the site. */
  url: Type.String(),
  dateInserted: DateTimeSchema,
  /** When the last event grouped into this entry happened. */
  dateUpdated: DateTimeSchema,
  read: Type.Boolean(),
  /** How many events are grouped into this entry (ten comments in one thread are one entry). */
  count: Type.Integer({ minimum: 1 }),
  activityType: Type.String(),
  reason: Type.String(),
  recordType: Type.String(),
  recordID: Type.Integer(),
  discussionID: Type.Union([Type.Integer(), Type.Null()]),
});
export type Notification = Static<typeof NotificationSchema>;

/** Query of `GET /notifications`. */
export const NotificationListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

/** Body of `PATCH /notifications` and `PATCH /notifications/{id}`: only marking read is allowed. */
export const NotificationPatchSchema = Type.Object({ read: Type.Literal(true) }, { additionalProperties: false });
export type NotificationPatch = Static<typeof NotificationPatchSchema>;

/** Where an open page listens for its member's notifications (server-sent events, below `/api/v2`). */
export const NOTIFICATION_STREAM_PATH = "/notifications/stream";

/**
 * One message of the notification stream (`event: notifications`): the member's unread count now
 * and the entries new or changed since the last message (none when only the count moved, as
 * after marking read in another tab).
 */
export interface NotificationStreamMessage {
  countUnreadNotifications: number;
  /** Present while an enabled feature keeps it (the conversations add-on): the member's unread conversations. */
  countUnreadConversations?: number;
  notifications: Notification[];
}
