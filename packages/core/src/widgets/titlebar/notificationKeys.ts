/** The query cache keys of the signed-in user's notifications: the unread counts and the flyout's latest entries. */
export const NOTIFICATION_KEYS = {
  count: ["notifications", "count"],
  flyout: ["notifications", "flyout"],
  /** The unread conversation count (the stream carries it while conversations are enabled). */
  conversations: ["notifications", "conversations"],
} as const;

/** Entries the flyout shows. */
export const FLYOUT_SIZE = 10;
