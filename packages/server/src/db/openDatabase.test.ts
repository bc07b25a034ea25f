import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./openDatabase";

describe("openDatabase", () => {
  it("opens PGlite on disk with pg_trgm, counts as numbers, and keeps data across reopening", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "quorum-db-"));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(first.db);
      const { rows } = await sql<{
        similar: number;
        total: number;
      }>`SELECT similarity('quorum', 'quorums') AS similar, count(*) AS total FROM generate_series(1, 3)`.execute(first.db);
      expect(rows[0]?.similar).toBeGreaterThan(0.5);
      expect(rows[0]?.total).toBe(3);
      await sql`CREATE TABLE kept (value text)`.execute(first.db);
      await sql`INSERT INTO kept VALUES ('still here')`.execute(first.db);
      await first.close();

      const second = await openDatabase({ dataDir });
      const kept = await sql<{ value: string }>`SELECT value FROM kept`.execute(second.db);
      expect(kept.rows).toEqual([{ value: "still here" }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
