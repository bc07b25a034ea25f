/** One notification type a member chooses how to hear of: a popup (the notifications flyout) and/or an email. */
export interface NotificationPreferenceType {
  /** The flat key of `GET /notification-preferences/{userID}` (Vanilla's activity type). */
  key: string;
  /** The group of the preferences page it shows in. */
  group: "myPosts" | "participation" | "followed";
  label: string;
  description: string;
  /** Whether it pops up until the member says otherwise; emails are off until asked for. */
  popup: boolean;
}

/**
 * The notification types of the member's defaults (spec §3 "Notification preferences", §4): what
 * notifications emit under these keys, and what the preferences page lists, in this order.
 */
export const NOTIFICATION_PREFERENCE_TYPES: readonly NotificationPreferenceType[] = [
  { key: "DiscussionComment", group: "myPosts", label: "Discussion Comment", description: "New comments on my posts", popup: true },
  { key: "Reaction", group: "myPosts", label: "Reaction", description: "Reactions to my posts", popup: true },
  { key: "AnswerAccepted", group: "myPosts", label: "Answer Accepted", description: "My answer is accepted", popup: true },
  { key: "Moderation", group: "myPosts", label: "Moderation", description: "A moderator acts on my posts", popup: true },
  { key: "BookmarkComment", group: "participation", label: "Bookmark Comment", description: "New comments on my bookmarked posts", popup: true },
  { key: "ParticipateComment", group: "participation", label: "Participate Comment", description: "New comments on posts I've participated in", popup: true },
  { key: "Mention", group: "participation", label: "Mention", description: "I am mentioned", popup: true },
  { key: "ConversationMessage", group: "participation", label: "Private Message", description: "I receive a private message", popup: true },
  { key: "NewDiscussion", group: "followed", label: "New Discussion", description: "New posts in categories I follow", popup: true },
  { key: "NewComment", group: "followed", label: "New Comment", description: "New comments in categories I follow", popup: true },
];

/** The key of the email digest flag (`{ email }` only). */
export const DIGEST_PREFERENCE_KEY = "DigestEnabled" as const;
/** The key of the language notifications are written in. */
export const NOTIFICATION_LANGUAGE_KEY = "NotificationLanguage" as const;

/** The groups' headings on the preferences page, in order. */
export const NOTIFICATION_PREFERENCE_GROUPS: Readonly<Record<NotificationPreferenceType["group"], string>> = {
  myPosts: "My Posts",
  participation: "Participation",
  followed: "Followed Categories",
};
