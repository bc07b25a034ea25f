import type { CategoryPreferences } from "@quorum/api";
import type { FollowDefaults } from "./followDefaults";

/** Every key off: not followed, nothing notified, not in the digest (what Unfollow saves, spec §4). */
export const UNFOLLOWED: CategoryPreferences = {
  "preferences.followed": false,
  "preferences.popup.posts": false,
  "preferences.email.posts": false,
  "preferences.popup.comments": false,
  "preferences.email.comments": false,
  "preferences.email.digest": false,
};

/** The notification keys of each kind of content, and the user default that fills them when following. */
export const NOTIFICATION_TYPES = [
  { type: "posts", defaults: "NewDiscussion", description: "Notify me of new posts" },
  { type: "comments", defaults: "NewComment", description: "Notify me of new comments" },
] as const;

/**
 * Spec §4: what opening the dropdown on an unfollowed category saves — followed, each type's popup
 * and email flags from the user defaults (email only where the site sends emails), and the digest
 * when it is offered.
 */
export function followPreferences(defaults: FollowDefaults, options: { emailsEnabled: boolean; digestOffered: boolean }): CategoryPreferences {
  const next: CategoryPreferences = { ...UNFOLLOWED, "preferences.followed": true, "preferences.email.digest": options.digestOffered };
  for (const { type, defaults: key } of NOTIFICATION_TYPES) {
    next[`preferences.popup.${type}`] = defaults[key].popup;
    next[`preferences.email.${type}`] = options.emailsEnabled && defaults[key].email;
  }
  return next;
}

/** Whether any popup or email notification is on (the digest aside). */
export function hasNotificationMethod(preferences: CategoryPreferences): boolean {
  return NOTIFICATION_TYPES.some(({ type }) => preferences[`preferences.popup.${type}`] || preferences[`preferences.email.${type}`]);
}

/** Spec §4: unticking 'notify me of new content' turns every type's notifications back off. */
export function withoutNotifications(preferences: CategoryPreferences): CategoryPreferences {
  const next = { ...preferences };
  for (const { type } of NOTIFICATION_TYPES) {
    next[`preferences.popup.${type}`] = false;
    next[`preferences.email.${type}`] = false;
  }
  return next;
}
