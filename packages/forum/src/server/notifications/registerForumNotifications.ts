import type { Notifications } from "@quorum/server";
import { commentNotifications } from "./commentNotifications";
import { discussionNotifications } from "./discussionNotifications";
import { moderationNotifications } from "./moderationNotifications";
import { reactionNotifications } from "./reactionNotifications";

/** Registers what in the forum notifies (spec §3), so a restarted process works the events left waiting. */
export function registerForumNotifications(notifications: Notifications): void {
  notifications.register(commentNotifications);
  notifications.register(discussionNotifications);
  notifications.register(reactionNotifications);
  notifications.register(moderationNotifications);
}
