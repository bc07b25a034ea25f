import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";
import { isDatabaseUnavailable } from "./isDatabaseUnavailable";
import { ARRAY_ROWS_MARK } from "./selectArrays";

/**
 * Named statements one connection keeps at most; past this, new texts run unnamed, as without this
 * pool. (No eviction: pg remembers every name it parsed for the life of the connection.) A text is
 * named on its second run, so the statements that repeat most take the places first.
 */
const MAX_NAMED = 256;
/** Statement texts remembered as seen once, per connection, before that memory starts afresh. */
const MAX_SEEN = 256;

/** Statements that can be prepared (utility commands such as BEGIN, SET or DDL are never named). */
const PREPARABLE = /^[\s(]*(select|with|insert|update|delete|values)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback(\s+(work|transaction))?\s*;?\s*$)/i;

let nextName = 0;

export interface PreparingPoolOptions {
  /** Name repeated statements (default true); false for a pooler that cannot keep them. */
  prepare?: boolean;
}

/**
 * A pool for Kysely's PostgresDialect that runs repeated statements as named prepared statements.
 *
 * A statement text seen a second time on a connection is prepared under a name there, so later
 * runs skip PostgreSQL's parsing and — when the plan does not depend on parameters, or PostgreSQL
 * finds a generic plan as good — its planning (for a page of discussions, most of its cost).
 * One-off texts stay unnamed. Inside a transaction nothing is named: a failed statement there
 * could not be retried.
 *
 * Schema changes at run time (an add-on's migrations when a site manager enables it) invalidate
 * cached plans; PostgreSQL re-plans them itself, except when a statement's result columns changed
 * ("cached plan must not change result type"). Such a statement is dropped and run once more
 * unnamed, as it is when the server has forgotten it (DISCARD ALL, a pooler).
 *
 * A text that starts with `ARRAY_ROWS_MARK` (`selectArrays`) answers its rows as arrays, whether
 * or not it is prepared.
 *
 * A connection the server ends while it is checked out (between a transaction's statements, say)
 * makes pg emit 'error' on it, where pg's pool listens only while it is idle: this pool listens
 * for the client's whole life, so the error fails the statement that meets it instead of ending
 * the process, and such a connection is destroyed when released, never handed out again.
 */
export class PreparingPool implements PostgresPool {
  private readonly sessions = new WeakMap<pg.PoolClient, PreparingClient>();
  private readonly prepare: boolean;

  constructor(
    private readonly pool: pg.Pool,
    options: PreparingPoolOptions = {},
  ) {
    this.prepare = options.prepare ?? true;
  }

  get options(): object {
    return this.pool.options;
  }

  /** pg's client class, which Kysely uses for a separate connection to cancel a query. */
  get Client(): PostgresPool["Client"] {
    return (this.pool as pg.Pool & { Client?: PostgresPool["Client"] }).Client;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    let session = this.sessions.get(client);
    if (!session) {
      const created = new PreparingClient(client, this.prepare);
      client.on("error", () => created.markBroken());
      session = created;
      this.sessions.set(client, session);
    }
    return session;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/** One pooled connection as Kysely sees it, with its named statements. */
class PreparingClient implements PostgresPoolClient {
  private readonly names = new Map<string, string>();
  private seen = new Set<string>();
  private inTransaction = false;
  private broken = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepare: boolean,
  ) {}

  get processID(): number | undefined {
    return (this.client as pg.PoolClient & { processID?: number }).processID;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== "string")
      return (this.client.query as unknown as (cursor: PostgresCursor<R>) => PostgresCursor<R>).call(this.client, sqlOrCursor);
    // The mark is not sent: PostgreSQL sees, and prepares, the statement's own text.
    const arrays = sqlOrCursor.startsWith(ARRAY_ROWS_MARK);
    const text = arrays ? sqlOrCursor.slice(ARRAY_ROWS_MARK.length) : sqlOrCursor;
    const values = parameters ? [...parameters] : [];
    if (BEGINS.test(text)) this.inTransaction = true;
    else if (ENDS.test(text)) this.inTransaction = false;
    const name = this.inTransaction || !this.prepare ? undefined : this.nameFor(text);
    const run = (statement: string | undefined) => {
      const query: pg.QueryConfig | pg.QueryArrayConfig = statement === undefined ? { text, values } : { name: statement, text, values };
      if (arrays) (query as pg.QueryArrayConfig).rowMode = "array";
      return this.client.query(query) as unknown as Promise<PostgresQueryResult<R>>;
    };
    if (name === undefined)
      return run(undefined).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) this.broken = true;
        throw error;
      });
    return run(name).catch(async (error: unknown) => {
      if (isDatabaseUnavailable(error)) this.broken = true;
      if (!isStaleStatement(error)) throw error;
      await this.forget(text, name);
      return run(undefined);
    });
  }

  /** The server ended this connection: it is closed when released rather than pooled. */
  markBroken(): void {
    this.broken = true;
  }

  release(destroy?: boolean): void {
    this.client.release(destroy || this.broken);
  }

  /** The statement's name on this connection: given on its second run, while there is room. */
  private nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= MAX_NAMED || !PREPARABLE.test(text)) return undefined;
    if (!this.seen.has(text)) {
      if (this.seen.size >= MAX_SEEN) this.seen = new Set();
      this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    const name = `quorum_${++nextName}`;
    this.names.set(text, name);
    return name;
  }

  /** Drops a statement whose cached plan went stale; its text is prepared afresh under a new name if it comes back. */
  private async forget(text: string, name: string): Promise<void> {
    this.names.delete(text);
    // Failing (the server no longer has it) is fine: gone is what we want.
    await this.client.query(`DEALLOCATE "${name}"`).catch(() => undefined);
  }
}

/** "cached plan must not change result type" (0A000) or a statement the server no longer has (26000). */
function isStaleStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "26000" || (code === "0A000" && /cached plan must not change result type/.test(String((error as Error).message)));
}
