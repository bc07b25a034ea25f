import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * Notifications (spec §3 "Notification", docs/product.md §3): the entries each member sees, and
 * the queue of fan-out jobs a feature's event leaves behind, worked after the response and picked
 * up again after a restart.
 */
export const coreMigration0007: AddonMigration = {
  name: "0007_notifications",
  async up(db) {
    await db.schema
      .createTable("notifications")
      .addColumn("notificationID", "serial", (c) => c.primaryKey())
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("activityType", "text", (c) => c.notNull())
      .addColumn("recordType", "text", (c) => c.notNull())
      .addColumn("recordID", "integer", (c) => c.notNull())
      .addColumn("discussionID", "integer")
      // Events with the same key merge into one unread entry per member (ten comments in a thread: one entry, count 10).
      .addColumn("groupKey", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("bodyGrouped", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("photoUrl", "text")
      .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("read", "boolean", (c) => c.notNull().defaultTo(false))
      // Shown in the flyout and counted (the member's popup preference); an email-only entry is not.
      .addColumn("popup", "boolean", (c) => c.notNull().defaultTo(true))
      // Whether an email is wanted: none, pending (the job sends it), sent.
      .addColumn("email", "text", (c) => c.notNull().defaultTo("none"))
      // The last fan-out job applied: a job run again after a crash does not count twice.
      .addColumn("jobID", "integer", (c) => c.notNull())
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateUpdated", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`CREATE UNIQUE INDEX "notifications_unread_group" ON "notifications" ("userID", "groupKey") WHERE NOT "read"`.execute(db);
    await sql`CREATE INDEX "notifications_user_recent" ON "notifications" ("userID", "dateUpdated" DESC, "notificationID" DESC) WHERE "popup"`.execute(db);
    await sql`CREATE INDEX "notifications_email_pending" ON "notifications" ("notificationID") WHERE "email" = 'pending'`.execute(db);

    await db.schema
      .createTable("notificationJobs")
      .addColumn("jobID", "serial", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("params", "jsonb", (c) => c.notNull())
      .addColumn("actorUserID", "integer", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      // A worker's claim: another process takes the job only after this time (a worker that died mid-job).
      .addColumn("lockedUntil", "timestamptz")
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
