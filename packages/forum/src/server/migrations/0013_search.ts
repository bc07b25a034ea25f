import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// Full-text search of discussions and comments (docs/architecture.md §4; the engine is
// `services/search/`). Each row carries its tsvector, kept by a trigger in the statement that
// writes the row — so in the same transaction as every create, edit, move and merge, whatever
// path wrote it (the API, bulk actions, the generator), and a deleted row leaves the index with it.
// The text search configuration follows the site's locale (`quorum_search_config()`, core
// migration 0009).
const statements = [
  `ALTER TABLE "discussions" ADD COLUMN IF NOT EXISTS "searchVector" tsvector`,
  `ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "searchVector" tsvector`,
  `CREATE FUNCTION "forum_discussion_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW."searchVector" := quorum_search_vector(NEW."name", NEW."bodyHtml", quorum_search_config());
      RETURN NEW;
    END $$`,
  `CREATE FUNCTION "forum_comment_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW."searchVector" := quorum_search_vector(NULL, NEW."bodyHtml", quorum_search_config());
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER "discussions_search_vector" BEFORE INSERT OR UPDATE OF "name", "bodyHtml" ON "discussions"
    FOR EACH ROW EXECUTE FUNCTION "forum_discussion_search_vector"()`,
  `CREATE TRIGGER "comments_search_vector" BEFORE INSERT OR UPDATE OF "bodyHtml" ON "comments"
    FOR EACH ROW EXECUTE FUNCTION "forum_comment_search_vector"()`,
  // The existing posts, then the indexes (building a GIN index once is cheaper than growing it).
  `UPDATE "discussions" SET "searchVector" = quorum_search_vector("name", "bodyHtml", (SELECT quorum_search_config()))`,
  `UPDATE "comments" SET "searchVector" = quorum_search_vector(NULL, "bodyHtml", (SELECT quorum_search_config()))`,
  `CREATE INDEX "discussions_search" ON "discussions" USING gin ("searchVector")`,
  `CREATE INDEX "comments_search" ON "comments" USING gin ("searchVector")`,
  // Comments newest (or oldest) first across threads: a search by date, and the newest matches
  // of a frequent word, read in date order instead of every match (`searchPosts`).
  `CREATE INDEX "comments_inserted" ON "comments" ("dateInserted", "commentID")`,
  // Partial words anywhere in a title (what autocomplete types), and the `name` filter.
  `CREATE INDEX "discussions_name_trgm" ON "discussions" USING gin (lower("name") gin_trgm_ops)`,
];

export const m0013Search: AddonMigration = {
  name: "0013_search",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
