import type { PermissionsPayload } from "@quorum/api";
import { sql, type Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { PermissionCache } from "../permissions/PermissionCache";
import { selectUsers } from "../users/selectUsers";
import { readNotificationPreferences } from "../notificationPreferences/readNotificationPreferences";
import type { NotificationChange } from "./NotificationBus";
import type { NotificationGroup } from "./NotificationSource";

/** One entry to write: a member and the group they are notified by, with their email choice. */
interface Delivery {
  userID: number;
  group: NotificationGroup;
  popup: boolean;
  email: boolean;
}

/** Rows written per statement. */
const CHUNK = 500;

/**
 * Works one event's groups into entries (spec §3): never the actor, never a banned member, never
 * a member who may not see the record, at most one entry per member (the first group naming them
 * that their preferences — or the group's own `delivery` — let through), merged into their unread entry of the same group. Written
 * with the job's id, so running the same job again (after a crash) counts nothing twice. Answers
 * which members' entries changed.
 */
export async function fanOut(
  db: Kysely<CoreTables>,
  permissions: PermissionCache,
  job: { jobID: number; actorUserID: number },
  groups: readonly NotificationGroup[],
): Promise<NotificationChange[]> {
  const candidates = [...new Set(groups.flatMap((group) => group.recipients))].filter((userID) => userID !== job.actorUserID && userID > 0);
  if (candidates.length === 0) return [];
  const permissionsOf = await recipientPermissions(db, permissions, candidates);

  const deliveries = new Map<number, Delivery>();
  for (const group of groups) {
    const waiting = group.recipients.filter((userID) => !deliveries.has(userID) && permissionsOf.has(userID) && userID !== job.actorUserID);
    if (waiting.length === 0) continue;
    const preferences = group.delivery ?? (await readNotificationPreferences(db, waiting, group.type));
    for (const userID of waiting) {
      const preference = preferences.get(userID);
      const held = permissionsOf.get(userID);
      if (!preference || !held || (!preference.popup && !preference.email) || !(await group.canSee(held))) continue;
      deliveries.set(userID, { userID, group, popup: preference.popup, email: preference.email });
    }
  }

  const changes: NotificationChange[] = [];
  const all = [...deliveries.values()];
  for (let start = 0; start < all.length; start += CHUNK) {
    const rows = await upsert(db, job.jobID, all.slice(start, start + CHUNK));
    for (const row of rows) if (row.popup) changes.push([row.userID, row.notificationID]);
  }
  return changes;
}

/** Each candidate's permissions, for the members who exist and are not banned. */
async function recipientPermissions(db: Kysely<CoreTables>, cache: PermissionCache, userIDs: readonly number[]): Promise<Map<number, PermissionsPayload>> {
  const users = await selectUsers(db).where("users.userID", "in", userIDs).where("users.banned", "=", false).execute();
  const held = new Map<number, PermissionsPayload>();
  // One payload per role set, cached: a thousand members of three roles cost three computations;
  // then what each holds alone (permissionHooks.refine), so they hear of what they may read.
  for (const user of users) held.set(user.userID, await cache.forViewer(user));
  return held;
}

async function upsert(db: Kysely<CoreTables>, jobID: number, deliveries: readonly Delivery[]) {
  const now = new Date();
  return db
    .insertInto("notifications")
    .values(
      deliveries.map(({ userID, group, popup, email }) => ({
        userID,
        activityType: group.type,
        recordType: group.recordType,
        recordID: group.recordID,
        discussionID: group.discussionID,
        groupKey: group.groupKey,
        body: group.body,
        bodyGrouped: group.bodyGrouped,
        url: group.url,
        photoUrl: group.photoUrl,
        popup,
        email: email ? ("pending" as const) : ("none" as const),
        jobID,
        dateInserted: now,
        dateUpdated: now,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["userID", "groupKey"])
        // The partial unique index's own predicate, word for word: PostgreSQL matches the index by it.
        .where(sql<boolean>`NOT "read"`)
        .doUpdateSet({
          count: sql<number>`"notifications"."count" + 1`,
          // The newest event's headline and target: the entry leads to the latest comment.
          body: (eb) => eb.ref("excluded.body"),
          url: (eb) => eb.ref("excluded.url"),
          photoUrl: (eb) => eb.ref("excluded.photoUrl"),
          recordID: (eb) => eb.ref("excluded.recordID"),
          popup: sql<boolean>`"notifications"."popup" OR excluded."popup"`,
          email: sql<"none" | "pending" | "sent">`CASE WHEN excluded."email" = 'pending' THEN 'pending' ELSE "notifications"."email" END`,
          jobID: (eb) => eb.ref("excluded.jobID"),
          dateUpdated: (eb) => eb.ref("excluded.dateUpdated"),
        })
        // The same job again (a crash between its writes and its end) changes nothing.
        .where("notifications.jobID", "<", jobID),
    )
    .returning(["notificationID", "userID", "popup"])
    .execute();
}
