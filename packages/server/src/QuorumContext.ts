import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AddonRegistry } from "./addons/AddonRegistry";
import type { Viewer } from "./Viewer";
import type { SessionStore } from "./auth/SessionStore";
import type { ConfigStore } from "./config/ConfigStore";
import type { CoreTables } from "./db/CoreTables";
import type { EmailConfirmations } from "./emailConfirmation/EmailConfirmations";
import type { LongRunner } from "./longRunner/LongRunner";
import type { MailTransport } from "./mail/MailTransport";
import type { Notifications } from "./notifications/Notifications";
import type { PermissionCache } from "./permissions/PermissionCache";
import type { Throttle } from "./throttle/Throttle";

/**
 * What the framework shares with add-ons' routes (`routes(app, ctx)`, also `app.quorum`): the
 * database and the in-memory caches every request reads instead of tables.
 */
export interface QuorumContext {
  db: Kysely<CoreTables>;
  /** Installed add-ons and their enabled flags. */
  addons: AddonRegistry;
  /** Permission payloads per role set; `invalidate()` after changing grants or aliases. */
  permissions: PermissionCache;
  /** Site settings; `patch()` validates and saves. */
  config: ConfigStore;
  sessions: SessionStore;
  /** Long-running actions: add-ons `register` their jobs and `start` them; `POST /calls/run` continues them. */
  longRunner: LongRunner;
  /** Counters in the database that refuse floods with 429 (sign-in, registration, the forum's posts). */
  throttle: Throttle;
  /** Where the site's emails go: the outbox folder by default, SMTP when configured (`defaultMailTransport`). */
  mail: MailTransport;
  /** Email confirmation links: `issue` one to a member, `confirm` one (spec §5). */
  emailConfirmations: EmailConfirmations;
  /** Notifications: features `register` their sources and `emit` events; fanned out after the response. */
  notifications: Notifications;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who is asking, loaded before every handler (a guest when signed out). */
    viewer: Viewer;
  }
  interface FastifyInstance {
    quorum: QuorumContext;
  }
}
