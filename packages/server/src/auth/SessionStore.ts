import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { ROLE_IDS, USER_COLUMNS, type UserRow } from "../users/UserRow";

/** How long a session lasts. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A session just opened: the token goes in the cookie, the id is what the database keeps. */
export interface NewSession {
  token: string;
  sessionID: string;
  dateExpires: Date;
}

/** Sessions remembered in memory at most; the oldest is dropped past this. */
const MAX_CACHED = 10_000;

/**
 * Server-side sessions. The cookie holds a random 32-byte token; the table holds only its SHA-256,
 * so a leaked copy of the database opens no session. A looked-up session is remembered for
 * `cacheMs` so a signed-in user's burst of requests costs one query; signing out here forgets it
 * at once, elsewhere (another process, a ban) within `cacheMs`.
 */
export class SessionStore {
  private readonly cache = new Map<string, { at: number; user: UserRow }>();

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly cacheMs = 5_000,
  ) {}

  /** The stored id of a cookie token. */
  static idOf(token: string): string {
    return createHash("sha256").update(token).digest("base64url");
  }

  /** Opens a session for a user (within `db`, which may be a transaction), pruning their expired ones. */
  async create(userID: number, db: Kysely<CoreTables> = this.db): Promise<NewSession> {
    const token = randomBytes(32).toString("base64url");
    const sessionID = SessionStore.idOf(token);
    const dateExpires = new Date(Date.now() + SESSION_LIFETIME_MS);
    await db
      .deleteFrom("sessions")
      .where("userID", "=", userID)
      .where("dateExpires", "<=", sql<Date>`now()`)
      .execute();
    await db.insertInto("sessions").values({ sessionID, userID, dateExpires }).execute();
    return { token, sessionID, dateExpires };
  }

  /**
   * The user of a live session, or null for an unknown or expired one. A banned user's session is
   * found too (`user.banned`): the viewer hook reads it as a guest and refuses its changes with
   * the ban's message, rather than as an anonymous guest's. The row is shared with later lookups.
   */
  async findUser(token: string): Promise<{ sessionID: string; user: UserRow } | null> {
    const sessionID = SessionStore.idOf(token);
    const cached = this.cache.get(sessionID);
    if (cached && Date.now() - cached.at < this.cacheMs) return { sessionID, user: cached.user };
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.userID", "sessions.userID")
      .select([...USER_COLUMNS, ROLE_IDS])
      .where("sessions.sessionID", "=", sessionID)
      .where("sessions.dateExpires", ">", sql<Date>`now()`)
      .executeTakeFirst();
    this.cache.delete(sessionID);
    if (!row) return null;
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(sessionID, { at: Date.now(), user: row });
    return { sessionID, user: row };
  }

  async delete(sessionID: string): Promise<void> {
    this.cache.delete(sessionID);
    await this.db.deleteFrom("sessions").where("sessionID", "=", sessionID).execute();
  }

  /** Forgets the remembered sessions of a user whose row changed (renamed, banned, roles edited). */
  forgetUser(userID: number): void {
    for (const [sessionID, entry] of this.cache) if (entry.user.userID === userID) this.cache.delete(sessionID);
  }
}
