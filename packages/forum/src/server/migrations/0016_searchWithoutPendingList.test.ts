import { runMigrations } from "@quorum/server";
import { createTestDatabase } from "@quorum/server/testing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import forum from "../index";
import { FORUM_SEARCH_INDEXES } from "./0016_searchWithoutPendingList";

describe("forum migration 0016_searchWithoutPendingList", () => {
  it("turns GIN's pending list off on the search indexes and the members' name index", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      expect(await runMigrations(db, [forum])).toContain("forum/0016_searchWithoutPendingList");
      const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
        SELECT relname, reloptions FROM pg_class WHERE relname = ANY(${[...FORUM_SEARCH_INDEXES, "users_name_trgm"]}::text[]) ORDER BY relname`.execute(db);
      expect(rows).toEqual([...FORUM_SEARCH_INDEXES, "users_name_trgm"].sort().map((relname) => ({ relname, reloptions: ["fastupdate=off"] })));
    } finally {
      await database.close();
    }
  });
});
