import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Events and their attendees. An event is stored against a forum category (a group's event against
 * the group's hidden category), so it is seen exactly where that category is; rows go with their
 * category, event or user (cascade).
 */
export const m0001Events: AddonMigration = {
  name: "0001_events",
  async up(db) {
    await db.schema
      .createTable("events")
      .addColumn("eventID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("parentRecordType", "text", (c) => c.notNull())
      .addColumn("parentRecordID", "integer", (c) => c.notNull())
      .addColumn("categoryID", "integer", (c) => c.notNull().references("categories.categoryID").onDelete("cascade"))
      .addColumn("dateStarts", "timestamptz", (c) => c.notNull())
      .addColumn("dateEnds", "timestamptz", (c) => c.notNull())
      .addColumn("timeZone", "text", (c) => c.notNull())
      .addColumn("allDay", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("location", "text")
      .addColumn("onlineUrl", "text")
      .addColumn("insertUserID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updateUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateUpdated", "timestamptz")
      // When attendees were reminded: the reminder job sends each event's reminder once.
      .addColumn("dateReminded", "timestamptz")
      .execute();
    // Upcoming and past lists, by start; a parent's events.
    await db.schema.createIndex("events_starts").on("events").columns(["dateStarts", "eventID"]).execute();
    await db.schema.createIndex("events_ends").on("events").columns(["dateEnds"]).execute();
    await db.schema.createIndex("events_parent").on("events").columns(["parentRecordType", "parentRecordID"]).execute();
    await db.schema
      .createTable("eventAttendees")
      .addColumn("eventID", "integer", (c) => c.notNull().references("events.eventID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("attending", "text", (c) => c.notNull())
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("eventAttendees_pk", ["eventID", "userID"])
      .execute();
  },
};
