import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/**
 * A report keeps the post as it was reported (its discussion's name, its HTML, when it was
 * written), so a moderator judges what the reporter saw even after the author edits or deletes it,
 * and sees that it changed (`recordWasEdited`, `recordIsLive` in `GET /reports`). Reports made
 * before this migration take the post as it is now (or nothing, if it is gone).
 */
export const m0014ReportSnapshots: AddonMigration = {
  name: "0014_reportSnapshots",
  async up(db) {
    await sql`ALTER TABLE "reports"
      ADD COLUMN "recordName" text NOT NULL DEFAULT '',
      ADD COLUMN "recordHtml" text NOT NULL DEFAULT '',
      ADD COLUMN "recordDateInserted" timestamptz`.execute(db);
    await sql`UPDATE "reports" AS r SET "recordName" = d."name" FROM "discussions" AS d WHERE d."discussionID" = r."discussionID"`.execute(db);
    await sql`UPDATE "reports" AS r SET "recordHtml" = d."bodyHtml", "recordDateInserted" = d."dateInserted"
      FROM "discussions" AS d WHERE r."recordType" = 'discussion' AND d."discussionID" = r."recordID"`.execute(db);
    await sql`UPDATE "reports" AS r SET "recordHtml" = c."bodyHtml", "recordDateInserted" = c."dateInserted"
      FROM "comments" AS c WHERE r."recordType" = 'comment' AND c."commentID" = r."recordID"`.execute(db);
    await sql`UPDATE "reports" SET "recordDateInserted" = "dateInserted" WHERE "recordDateInserted" IS NULL`.execute(db);
    await sql`ALTER TABLE "reports" ALTER COLUMN "recordDateInserted" SET NOT NULL`.execute(db);
  },
};
