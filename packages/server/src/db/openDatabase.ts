import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { CoreTables } from "./CoreTables";
import { parseTimestamptz } from "./parseTimestamptz";
import { PreparingPool } from "./PreparingPool";

/** An open database: Kysely over PGlite (embedded) or a PostgreSQL pool. */
export interface Database {
  db: Kysely<CoreTables>;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's URL (absent for PGlite): what a process LISTENs on (`createApp({ databaseUrl })`). */
  url?: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://...`: use a real PostgreSQL server. Absent: embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; absent means in memory (tests). Ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL (PGlite always has one connection). */
  poolSize?: number;
  /**
   * Run statements that repeat as named prepared statements (see PreparingPool). Default true;
   * false for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21). Either
   * way the pool serves `selectArrays`.
   */
  preparedStatements?: boolean;
  /** How long making a new PostgreSQL connection may take (default 10 s); past it, the request waiting for it fails as unavailable (503). */
  connectTimeoutMs?: number;
  /** Told when the server ended a connection the pool held (PostgreSQL only); the pool replaces it. Default: ignored. */
  onConnectionLost?: (error: Error) => void;
}

/** How long making a connection to PostgreSQL may take before the request that needed it is answered 503. */
const CONNECT_TIMEOUT_MS = 10_000;

const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;

/**
 * `count(*)` and bigint columns arrive as numbers rather than strings: every id and count of
 * Quorum fits in 2^53, and callers should not have to remember to convert. Timestamps go through
 * a faster parser giving the same Dates (lists read dozens per request).
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format === "binary") return pg.types.getTypeParser(oid, format);
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ_OID) return parseTimestamptz;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Opens the site's database: PGlite (with pg_trgm) unless a PostgreSQL URL is given. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    // A server that does not answer (gone from the network) fails the request waiting for a new
    // connection instead of holding it. The limit is the client's, on making a connection, not the
    // pool's: a request waiting its turn for a busy pool under load waits as long as it takes.
    class TimedClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: connectTimeoutMs });
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types,
      Client: TimedClient as unknown as new () => pg.ClientBase,
      // A connection dropped without a word (a failover, a NAT timeout) is noticed.
      keepAlive: true,
    });
    // An idle connection the server ended (a restart, `pg_terminate_backend`, an idle timeout) is
    // reported here after the pool dropped it; unheard, the event would end the process. The next
    // request opens a new connection.
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool, { prepare: options.preparedStatements !== false }) }) });
    return { db, kind: "postgres", url: options.databaseUrl, close: () => db.destroy() };
  }

  // PGlite creates its own directory but not the parents (a fresh ./data on first start).
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  // PGlite is one connection (poolSize 1 in its config). Idle clients are kept so the pool never
  // tears the shared in-process connection down and re-opens it.
  const pool = new pg.Pool({ ...createPgConfig(pglite), idleTimeoutMillis: 0, types });
  const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool, { prepare: options.preparedStatements !== false }) }) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
