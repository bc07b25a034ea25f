import cookie from "@fastify/cookie";
import { API_BASE } from "@quorum/api";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { Kysely } from "kysely";
import { AddonRegistry } from "./addons/AddonRegistry";
import { addonRoutes } from "./addons/addonRoutes";
import type { ServerAddon, Viewer } from "./addons/defineServerAddon";
import { authRoutes } from "./auth/authRoutes";
import { loadViewer } from "./auth/loadViewer";
import { SessionStore } from "./auth/SessionStore";
import { ConfigStore } from "./config/ConfigStore";
import { configRoutes } from "./config/configRoutes";
import type { CoreTables } from "./db/CoreTables";
import { installErrorHandler } from "./errors/installErrorHandler";
import { notFound } from "./errors/notFound";
import { answerClientError } from "./http/answerClientError";
import { absoluteUserUrls, requestOrigin } from "./http/absoluteUserUrls";
import { csrfGuard } from "./http/csrfGuard";
import type { FrameAncestors } from "./http/contentSecurityPolicy";
import { freeJsonKeywords } from "./http/freeJsonKeywords";
import { parseQueryString } from "./http/parseQueryString";
import { refuseUnstorableInput } from "./http/refuseUnstorableInput";
import { securityHeaders } from "./http/securityHeaders";
import { takeTurns } from "./http/takeTurns";
import { emailConfirmationRoutes } from "./emailConfirmation/emailConfirmationRoutes";
import { EmailConfirmations } from "./emailConfirmation/EmailConfirmations";
import { layoutRoutes } from "./layouts/layoutRoutes";
import { callsRoutes } from "./longRunner/callsRoutes";
import { LongRunner, type LongRunnerOptions } from "./longRunner/LongRunner";
import { configuredOrigin } from "./emailConfirmation/linkOrigin";
import { defaultMailTransport } from "./mail/defaultMailTransport";
import type { MailTransport } from "./mail/MailTransport";
import { notificationPreferencesRoutes } from "./notificationPreferences/notificationPreferencesRoutes";
import { Notifications } from "./notifications/Notifications";
import { notificationsRoutes } from "./notifications/notificationsRoutes";
import { checkResponses } from "./openapi/checkResponses";
import { openApiRoutes } from "./openapi/openApiRoutes";
import { RouteCatalog } from "./openapi/RouteCatalog";
import { PermissionCache } from "./permissions/PermissionCache";
import { Throttle } from "./throttle/Throttle";
import type { QuorumContext } from "./QuorumContext";
import { userAdminRoutes } from "./users/userAdminRoutes";
import { usersRoutes } from "./users/usersRoutes";
import { searchRoutes } from "./search/searchRoutes";

export interface CreateAppOptions {
  /** The migrated database (`openDatabase` + `runMigrations`). */
  db: Kysely<CoreTables>;
  /** Installed add-ons, forum included; only enabled ones serve routes and layouts. */
  addons: readonly ServerAddon[];
  logger?: FastifyServerOptions["logger"];
  /**
   * Behind a TLS-terminating proxy: trust the X-Forwarded-Proto/-Host/-For that the one proxy in
   * front sets (Secure cookies, HSTS, the origin check, the client address the throttles count).
   */
  trustProxy?: boolean;
  /** Origins allowed to frame the site (`frame-ancestors`); `['none']` by default (`parseFrameAncestors`). */
  frameAncestors?: FrameAncestors;
  /** The clock of the throttles and of email confirmation links' expiry (a fake one in tests); `Date.now` by default. */
  now?: () => number;
  /** How long in-memory caches (permissions, config, add-on flags) may serve values other processes changed. */
  cacheMaxAgeMs?: number;
  /** Passwords for demo accounts an add-on's seed creates when it is first enabled on a demo site. */
  demoPasswordFor?: (name: string) => string;
  /**
   * The `$reactComponent` names the site's client halves register (the server-render bundle's
   * `clientWidgets()`): an add-on with a catalog entry no client widget renders is refused.
   */
  clientWidgets?: ReadonlySet<string>;
  /** Pacing and signing of long-running actions (`POST /calls/run`); pass `secret` from the environment. */
  longRunner?: LongRunnerOptions;
  /**
   * Check every API answer against the response schema its route declares, and answer 500 naming
   * the difference when it does not match (the test apps set it; `openapi/checkResponses.ts`).
   */
  checkResponses?: boolean;
  /** Where emails go (`ctx.mail`); `defaultMailTransport()` by default: the outbox folder, or SMTP with QUORUM_SMTP_URL. */
  mail?: MailTransport;
  /**
   * The PostgreSQL server's URL (the same database as `db`): notification changes then reach every
   * process through `LISTEN/NOTIFY`. Absent (PGlite, one process): in process.
   */
  databaseUrl?: string;
}

/**
 * Builds the Fastify app (not listening): requests taking turns, qs query parsing, cookies, the
 * viewer of every request, CSRF refusal, the spec's error bodies, the core routes and each
 * add-on's routes under /api/v2.
 */
export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the proxy in front is trusted: the client address is the one it appended to
    // X-Forwarded-For, not any the client wrote there itself (which would dodge the throttles).
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { querystringParser: parseQueryString },
    ajv: {
      // Every field's problem at once; query strings coerced to the schema's types.
      customOptions: { allErrors: true, coerceTypes: "array", removeAdditional: true, useDefaults: true },
      // Limits of free-form JSON fields (`FreeJson` of @quorum/api).
      plugins: [freeJsonKeywords],
    },
    // Requests Node's parser refuses (an unknown method, a broken request line) answer in the error shape too.
    clientErrorHandler: answerClientError,
    // Addresses the router cannot read (bad percent-encoding, a parameter over 100 characters) answer in the API's error shape too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message = status === 414 ? "A part of the address is too long." : "The address is not valid.";
      void reply.code(status).type("application/json; charset=utf-8").send({ message, status });
    },
  });
  const maxAge = options.cacheMaxAgeMs ?? 30_000;
  const logBackgroundError = (error: unknown) => app.log.error({ err: error }, "Background cache refresh failed");
  const addons = new AddonRegistry(options.db, options.addons, maxAge, logBackgroundError, options.demoPasswordFor, options.clientWidgets);
  for (const problem of addons.layoutProblems) app.log.error({ addon: problem.addon }, problem.message);
  await addons.load();
  await addons.seedPending();
  const mail = options.mail ?? defaultMailTransport();
  const permissions = new PermissionCache(options.db, () => addons.enabled(), maxAge, logBackgroundError);
  const ctx: QuorumContext = {
    db: options.db,
    addons,
    permissions,
    config: new ConfigStore(options.db, options.addons, maxAge, logBackgroundError),
    sessions: new SessionStore(options.db),
    longRunner: new LongRunner(options.longRunner, addons),
    throttle: new Throttle(options.db, options.now),
    mail,
    emailConfirmations: new EmailConfirmations(options.db, mail, options.now),
    notifications: new Notifications({
      db: options.db,
      permissions,
      addons,
      databaseUrl: options.databaseUrl,
      mail,
      // A background job has no request to take the host from: only a configured origin.
      linkOrigin: configuredOrigin(),
      onError: (error, message) => app.log.error({ err: error }, message),
      now: options.now,
    }),
    log: app.log,
  };
  addons.onChange(() => ctx.permissions.invalidate());

  app.decorate("quorum", ctx);
  app.decorateRequest("viewer", null as unknown as Viewer);
  await app.register(cookie);
  installErrorHandler(app);
  // Every answer, errors and built files included (pages replace the CSP with their nonce's).
  app.addHook("onSend", securityHeaders(options.frameAncestors ?? ["'none'"]));
  // Any request no route serves, whatever its method or path, answers 404 in the API's error shape
  // (the site's page catch-all hands unknown /api/ paths here too).
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound().toBody()));
  // Response schemas document and (in tests) check answers; they never write them: the compiled
  // serializer Fastify would build from them drops every field a schema does not list.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // First: a request waits for its turn before any of its work (the session's query included).
  app.addHook("onRequest", takeTurns());
  app.addHook("onRequest", csrfGuard);
  app.addHook("onRequest", loadViewer(ctx));

  const catalog = new RouteCatalog();
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound().toBody()));
      // Before the schema check, which would coerce a body's Infinity to the text "Infinity", and
      // after it, whose coercion turns a query's "Infinity" into the number.
      api.addHook("preValidation", refuseUnstorableInput);
      api.addHook("preHandler", refuseUnstorableInput);
      api.addHook("onRoute", (route) => catalog.add(route, null));
      // Users' links and photos go out absolute, as Vanilla's clients read them (docs/architecture.md §4).
      api.addHook("preSerialization", async (request, _reply, payload) => absoluteUserUrls(payload, requestOrigin(request)));
      if (options.checkResponses) api.addHook("onSend", checkResponses());
      for (const routes of [
        authRoutes,
        usersRoutes,
        userAdminRoutes,
        configRoutes,
        addonRoutes,
        layoutRoutes,
        callsRoutes,
        notificationPreferencesRoutes,
        emailConfirmationRoutes,
        searchRoutes,
        notificationsRoutes,
      ])
        await routes(api, ctx);
      await openApiRoutes(api, ctx, catalog);
      for (const addon of addons.installed) {
        const { routes } = addon;
        // An add-on made for another core, or for a feature this site lacks, is refused whole: its code could break the site.
        if (!routes || addons.refusal(addon.key)) continue;
        await api.register(async (scope) => {
          scope.addHook("onRoute", (route) => catalog.add(route, addon.key));
          // Checked per request so a site manager's toggle takes effect with no restart.
          scope.addHook("onRequest", async () => {
            if (!addons.isEnabled(addon.key)) throw notFound();
          });
          await routes(scope, ctx);
        });
      }
    },
    { prefix: API_BASE },
  );
  return app;
}
