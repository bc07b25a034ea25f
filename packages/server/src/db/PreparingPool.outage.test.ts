import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./isDatabaseUnavailable";
import { openDatabase, type Database } from "./openDatabase";
import { PreparingPool } from "./PreparingPool";

// The server ending the site's connections (`pg_terminate_backend`, what a restart or a failover
// does to them): statements fail as "unavailable", the process lives on, new connections serve.
// PostgreSQL only (PGlite is in-process: nothing ends its connection); CI's PostgreSQL pass runs it.
const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
const name = `quorum_test_${randomBytes(6).toString("hex")}`;
let admin: pg.Client;
let url: string;

/** Ends every connection to the test database, as an administrator or a shutting-down server does. */
const terminateAll = () => admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
const backendPid = async <T>(db: Kysely<T>) => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid;

describe.skipIf(!adminUrl)("PreparingPool when the server ends its connections", () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("fails a statement in flight as unavailable, without an error the process does not hear, then serves on a new connection", async () => {
    const database: Database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      const before = await backendPid(database.db);
      const sleeping = sql`SELECT pg_sleep(30)`.execute(database.db);
      const failed = sleeping.then(
        () => undefined,
        (error: unknown) => error,
      );
      // Wait until the sleep runs on the server, then end it from there.
      while ((await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_sleep%'", [name])).rowCount === 0);
      await terminateAll();
      expect(isDatabaseUnavailable(await failed)).toBe(true);
      expect(await backendPid(database.db)).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it("hears an idle connection the server ended (pg's pool would throw its 'error' event) and replaces it", async () => {
    let lost!: (error: Error) => void;
    const connectionLost = new Promise<Error>((resolve) => (lost = resolve));
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, onConnectionLost: (error) => lost(error) });
    try {
      const before = await backendPid(database.db);
      await terminateAll();
      expect(isDatabaseUnavailable(await connectionLost)).toBe(true);
      expect(await backendPid(database.db)).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it("lets a request wait its turn for a busy pool longer than the connect time limit (the limit is on making a connection)", async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, connectTimeoutMs: 100 });
    try {
      await backendPid(database.db);
      // The one connection is busy for 0.5 s; the second statement waits for it, past the 100 ms limit.
      const busy = sql`SELECT pg_sleep(0.5)`.execute(database.db);
      const waiting = backendPid(database.db);
      await busy;
      expect(await waiting).toEqual(expect.any(Number));
    } finally {
      await database.close();
    }
  });

  it("fails a transaction whose connection the server ended between its statements, and does not hand that connection out again", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<object>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
    // pg emits 'error' on a checked-out client whose connection ends, then 'end': awaited here so
    // the error has been emitted before the transaction's next statement.
    const ended = new Promise<void>((resolve) => pool.once("connect", (client) => client.once("end", () => resolve())));
    try {
      let inside: number | undefined;
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          inside = await backendPid(trx);
          await terminateAll();
          await ended;
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => "committed",
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(await backendPid(db)).not.toBe(inside);
    } finally {
      await db.destroy();
    }
  });
});
