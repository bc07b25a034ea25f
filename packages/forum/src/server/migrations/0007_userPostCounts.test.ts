import { createUser, runMigrations } from "@quorum/server";
import { createTestDatabase } from "@quorum/server/testing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import forum from "../index";
import { forumDb } from "../db/forumDb";

const columns = async (db: Parameters<typeof forumDb>[0]) =>
  (
    await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('countDiscussions', 'countComments') ORDER BY column_name`.execute(
      db,
    )
  ).rows.map((row) => row.column_name);

describe("forum migration 0007_userPostCounts", () => {
  it("keeps the counts of a site whose core migration made the columns, and adds them where missing", async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      // A site made before the forum owned the counts: the core migration made the columns.
      await runMigrations(db, []);
      const aliceID = await createUser(db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
      await sql`UPDATE users SET "countDiscussions" = 3, "countComments" = 5 WHERE "userID" = ${aliceID}`.execute(db);
      expect(await runMigrations(db, [forum])).toContain("forum/0007_userPostCounts");
      const alice = await forumDb(db).selectFrom("users").select(["countDiscussions", "countComments"]).where("userID", "=", aliceID).executeTakeFirstOrThrow();
      expect(alice).toEqual({ countDiscussions: 3, countComments: 5 });

      // A users table without them (as the framework's own schema is): the forum adds them, zeroed.
      await sql`ALTER TABLE users DROP COLUMN "countDiscussions", DROP COLUMN "countComments"`.execute(db);
      expect(await columns(db)).toEqual([]);
      await db.deleteFrom("migrations").where("addonKey", "=", "forum").where("name", "=", "0007_userPostCounts").execute();
      expect(await runMigrations(db, [forum])).toEqual(["forum/0007_userPostCounts"]);
      expect(await columns(db)).toEqual(["countComments", "countDiscussions"]);
      const again = await forumDb(db).selectFrom("users").select(["countDiscussions", "countComments"]).where("userID", "=", aliceID).executeTakeFirstOrThrow();
      expect(again).toEqual({ countDiscussions: 0, countComments: 0 });
    } finally {
      await database.close();
    }
  });
});
