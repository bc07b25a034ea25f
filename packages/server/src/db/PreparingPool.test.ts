import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPool } from "./PreparingPool";

// PreparingPool over PGlite's pg adapter (a real PostgreSQL), or over QUORUM_TEST_DATABASE_URL's
// server when set — one connection either way, so "this connection's statements" is well defined.
let pglite: PGlite | undefined;
let db: Kysely<{ notes: { id: number; body: string } }>;

beforeAll(async () => {
  const url = process.env.QUORUM_TEST_DATABASE_URL;
  let pool: pg.Pool;
  if (url) {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  } else {
    pglite = await PGlite.create();
    pool = new pg.Pool({ ...createPgConfig(pglite), idleTimeoutMillis: 0 });
  }
  db = new Kysely({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
  await sql`CREATE TEMPORARY TABLE notes (id integer PRIMARY KEY, body text NOT NULL)`.execute(db);
  await sql`INSERT INTO notes VALUES (1, 'one'), (2, 'two')`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await pglite?.close();
});

const prepared = async (): Promise<string[]> =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(db)).rows.map((r) => r.statement);
const byID = (id: number) => db.selectFrom("notes").selectAll().where("id", "=", id);

describe("PreparingPool", () => {
  it("prepares a statement the second time it runs, and answers the same rows through it", async () => {
    const text = byID(1).compile().sql;
    expect(await byID(1).execute()).toEqual([{ id: 1, body: "one" }]);
    expect(await prepared()).not.toContain(text);
    expect(await byID(2).execute()).toEqual([{ id: 2, body: "two" }]);
    expect(await prepared()).toContain(text);
    expect(await byID(1).execute()).toEqual([{ id: 1, body: "one" }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("names nothing inside a transaction", async () => {
    const text = db.selectFrom("notes").select("body").where("id", ">", 0).compile().sql;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) await trx.selectFrom("notes").select("body").where("id", ">", i).execute();
    });
    expect(await prepared()).not.toContain(text);
  });

  it("runs a statement again unnamed when a schema change altered its columns, then prepares it afresh", async () => {
    const all = () => db.selectFrom("notes").selectAll().orderBy("id");
    await all().execute();
    await all().execute();
    const text = all().compile().sql;
    expect(await prepared()).toContain(text);

    // What an add-on's migration does when a site manager enables it.
    await sql`ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false`.execute(db);
    expect(await all().execute()).toEqual([
      { id: 1, body: "one", pinned: false },
      { id: 2, body: "two", pinned: false },
    ]);
    // The stale statement is gone; the text is prepared again under a new name when it repeats.
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(0);
    await all().execute();
    await all().execute();
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("recovers when the server forgot its statements (DISCARD ALL, a pooler)", async () => {
    await byID(1).execute();
    await sql`DEALLOCATE ALL`.execute(db);
    expect(await byID(2).execute()).toEqual([{ id: 2, body: "two", pinned: false }]);
  });
});
