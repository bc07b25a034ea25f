import { randomBytes } from "node:crypto";
import { postgresClient } from "./SqlClient.ts";

/** A database of its own on the PostgreSQL server of QUORUM_TEST_DATABASE_URL (an admin URL). */
export interface PostgresDatabase {
  name: string;
  /** The site's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = await postgresClient(adminUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = await postgresClient(adminUrl);
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.close();
      }
    },
  };
}
