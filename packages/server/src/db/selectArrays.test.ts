import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPool } from "./PreparingPool";
import { readIntegers } from "./readIntegers";
import { selectArrays } from "./selectArrays";

// One pg pool (PGlite's adapter, or QUORUM_TEST_DATABASE_URL's server) seen two ways: through
// PreparingPool, as openDatabase gives it, and plain, as a Kysely made elsewhere would be.
let pglite: PGlite | undefined;
let pool: pg.Pool;
let db: Kysely<unknown>;
let plain: Kysely<unknown>;

const int8AsNumber = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

beforeAll(async () => {
  const url = process.env.QUORUM_TEST_DATABASE_URL;
  if (url) {
    pool = new pg.Pool({ connectionString: url, max: 1, types: int8AsNumber });
  } else {
    pglite = await PGlite.create();
    pool = new pg.Pool({ ...createPgConfig(pglite), idleTimeoutMillis: 0, types: int8AsNumber });
  }
  db = new Kysely({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
  plain = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`SET TIME ZONE 'UTC'`.execute(db);
  await sql`CREATE TEMPORARY TABLE posts (id integer PRIMARY KEY, title text NOT NULL, at timestamptz NOT NULL, edited timestamptz, meta jsonb NOT NULL)`.execute(
    db,
  );
  await sql`INSERT INTO posts VALUES (1, 'one', '2026-11-12 14:43:24.663123+00', NULL, '{"a":1}'), (2, 'two', '2026-11-13 08:00:00+00', '2026-11-13 09:30:00.5+00', '{}')`.execute(
    db,
  );
});
afterAll(async () => {
  await db?.destroy(); // ends the shared pool
  await pglite?.close();
});

const TEXT = `SELECT id, title, at, edited::text AS edited, meta, count(*) OVER () AS total FROM posts WHERE id >= $1 ORDER BY id`;
const EXPECTED = [
  [1, "one", new Date("2026-11-12T14:43:24.663Z"), null, { a: 1 }, 2],
  [2, "two", new Date("2026-11-13T08:00:00.000Z"), "2026-11-13 09:30:00.5+00", {}, 2],
];

describe("selectArrays", () => {
  it("answers rows as arrays in column order, each value as the pool parses it", async () => {
    expect(await selectArrays(db, TEXT, [1])).toEqual(EXPECTED);
  });

  it("answers the same once the statement is prepared, which PostgreSQL holds without the mark", async () => {
    for (let i = 0; i < 3; i++) expect(await selectArrays(db, TEXT, [1])).toEqual(EXPECTED);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
    expect(rows.map((row) => row.statement)).toContain(TEXT);
  });

  it("runs inside a transaction on its connection, and leaves other queries' rows as objects", async () => {
    const rollback = new Error("rollback");
    const inside = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO posts VALUES (3, 'three', '2026-11-14 00:00:00+00', NULL, '{}')`.execute(trx);
      expect((await selectArrays<[number]>(trx, "SELECT id FROM posts ORDER BY id", [])).map(([id]) => id)).toEqual([1, 2, 3]);
      throw rollback;
    });
    await expect(inside).rejects.toBe(rollback);
    const { rows } = await sql<{ id: number; at: Date }>`SELECT id, at FROM posts ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: 1, at: new Date("2026-11-12T14:43:24.663Z") },
      { id: 2, at: new Date("2026-11-13T08:00:00.000Z") },
    ]);
  });

  it("reads several integer columns packed into one (readIntegers)", async () => {
    const rows = await selectArrays<[string]>(db, `SELECT ARRAY[id, NULL, -id, (id = 1)::int]::text FROM posts ORDER BY id`, []);
    expect(rows.map(([packed]) => [...readIntegers(packed, 4)])).toEqual([
      [1, Number.NaN, -1, 1],
      [2, Number.NaN, -2, 0],
    ]);
  });

  it("gives the same arrays through a pool that does not know the mark", async () => {
    expect(await selectArrays(plain, TEXT, [1])).toEqual(EXPECTED);
  });
});
