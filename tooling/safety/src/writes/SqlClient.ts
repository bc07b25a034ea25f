import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/** Plain SQL on a site's database, read by the suite after the site has stopped (PGlite) or beside it (PostgreSQL). */
export interface SqlClient {
  query<R>(text: string, parameters?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export async function postgresClient(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A cluster restart may end this connection while it is idle: heard here, not thrown.
  client.on("error", () => undefined);
  return {
    async query<R>(text: string, parameters: unknown[] = []) {
      return (await client.query(text, parameters)).rows as R[];
    },
    close: () => client.end(),
  };
}

/** The site's embedded database, opened from its data directory (only while no site process has it open). */
export async function pgliteClient(dataDir: string): Promise<SqlClient> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    async query<R>(text: string, parameters: unknown[] = []) {
      return (await db.query<R>(text, parameters)).rows;
    },
    close: () => db.close(),
  };
}
