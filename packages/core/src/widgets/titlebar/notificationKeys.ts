/** The query cache keys of the signed-in user's notifications: the unread count and the flyout's latest entries. */
export const NOTIFICATION_KEYS = {
  count: ["notifications", "count"],
  flyout: ["notifications", "flyout"],
} as const;

/** Entries the flyout shows. */
export const FLYOUT_SIZE = 10;
