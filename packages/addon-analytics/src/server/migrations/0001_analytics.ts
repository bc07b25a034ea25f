import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Page views and their daily rollups. A year of a busy site is a million views: the dashboard's
 * sums read the rollups by their primary keys (day first), so a range is an index range scan of
 * at most a row per day and record, not a scan of the views. Views outlive their discussion or
 * member (numbers of the past stay), so no foreign keys.
 */
export const m0001Analytics: AddonMigration = {
  name: "0001_analytics",
  async up(db) {
    await db.schema
      .createTable("pageViews")
      .addColumn("pageViewID", "bigserial", (c) => c.primaryKey())
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("userID", "integer")
      .addColumn("anonymized", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("pageName", "text")
      .addColumn("discussionID", "integer")
      .addColumn("categoryID", "integer")
      .addColumn("siteSectionID", "text")
      .addColumn("referrer", "text")
      .addColumn("groupID", "integer")
      .addColumn("eventID", "integer")
      .execute();
    // Rebuilding the rollups of a range, and a member's own views.
    await db.schema.createIndex("pageViews_dateInserted").on("pageViews").column("dateInserted").execute();
    await db.schema.createIndex("pageViews_user").on("pageViews").columns(["userID", "dateInserted"]).execute();
    await db.schema
      .createTable("pageViewDays")
      .addColumn("day", "date", (c) => c.primaryKey())
      .addColumn("views", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("pageViewDayDiscussions")
      .addColumn("day", "date", (c) => c.notNull())
      .addColumn("discussionID", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewDayDiscussions_pk", ["day", "discussionID"])
      .execute();
    await db.schema
      .createTable("pageViewDayCategories")
      .addColumn("day", "date", (c) => c.notNull())
      .addColumn("categoryID", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewDayCategories_pk", ["day", "categoryID"])
      .execute();
    await db.schema
      .createTable("pageViewDayMembers")
      .addColumn("day", "date", (c) => c.notNull())
      .addColumn("userID", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewDayMembers_pk", ["day", "userID"])
      .execute();
    await db.schema
      .createTable("analyticsPrivacy")
      .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
      .addColumn("anonymize", "smallint", (c) => c.notNull())
      .execute();
  },
};
