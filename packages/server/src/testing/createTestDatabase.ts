import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/openDatabase";

/**
 * A fresh, empty database for one test file: PGlite in memory, or — when
 * `QUORUM_TEST_DATABASE_URL` names a PostgreSQL server (an admin URL) — a new database
 * `quorum_test_<random>` on it, dropped again on `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase();

  const name = `quorum_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
