import type { Notification } from "@quorum/api";
import { FLYOUT_SIZE } from "./notificationKeys";

/**
 * The flyout's entries with new or changed ones merged in by id, newest first: an entry sent
 * again (a grouped entry counting one more, a reconnect's first message) replaces its old copy,
 * so nothing is shown twice.
 */
export function mergeNotifications(current: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const byID = new Map(current.map((entry) => [entry.notificationID, entry]));
  for (const entry of incoming) byID.set(entry.notificationID, entry);
  return [...byID.values()].sort((a, b) => b.dateUpdated.localeCompare(a.dateUpdated) || b.notificationID - a.notificationID).slice(0, FLYOUT_SIZE);
}
