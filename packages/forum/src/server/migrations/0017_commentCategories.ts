import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// Every comment carries its discussion's category, so search can keep a comment from a category
// the viewer may not see without joining its discussion: a word in a thousand comments cost a
// thousand lookups of their discussions, most of a search's time at a million posts
// (tooling/bench/README.md "Search"). Triggers keep the copy in the statement that writes, as the
// search vector's do: a comment takes its discussion's category when written or moved to another
// discussion (a merge), a discussion's comments follow it to another category (a move), and a
// category written straight into a comment is put back.
const statements = [
  `ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "categoryID" integer`,
  `UPDATE "comments" AS c SET "categoryID" = d."categoryID" FROM "discussions" AS d WHERE d."discussionID" = c."discussionID"`,
  `ALTER TABLE "comments" ALTER COLUMN "categoryID" SET NOT NULL`,
  `CREATE FUNCTION "forum_comment_category"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW."categoryID" := (SELECT "categoryID" FROM "discussions" WHERE "discussionID" = NEW."discussionID");
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER "comments_category" BEFORE INSERT OR UPDATE OF "discussionID", "categoryID" ON "comments"
    FOR EACH ROW EXECUTE FUNCTION "forum_comment_category"()`,
  `CREATE FUNCTION "forum_discussion_comments_category"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE "comments" SET "categoryID" = NEW."categoryID" WHERE "discussionID" = NEW."discussionID";
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER "discussions_comments_category" AFTER UPDATE OF "categoryID" ON "discussions"
    FOR EACH ROW WHEN (OLD."categoryID" IS DISTINCT FROM NEW."categoryID") EXECUTE FUNCTION "forum_discussion_comments_category"()`,
];

export const m0017CommentCategories: AddonMigration = {
  name: "0017_commentCategories",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
