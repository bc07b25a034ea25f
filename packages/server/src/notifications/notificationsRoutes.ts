import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  NOTIFICATION_STREAM_PATH,
  NotificationListQuerySchema,
  NotificationPatchSchema,
  NotificationSchema,
  RecordIDParamsSchema,
  type Notification,
  type NotificationStreamMessage,
} from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors/forbidden";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import { setPagingHeaders } from "../http/setPagingHeaders";
import type { QuorumContext } from "../QuorumContext";
import { readUserCounts } from "../users/readUserCounts";
import { countUnreadNotifications } from "./countUnreadNotifications";
import { serializeNotification } from "./serializeNotification";

/** Entries the stream's first message carries: what the flyout shows. */
const SNAPSHOT_SIZE = 10;

/**
 * `/notifications` (spec §7): the viewer's own entries, paged; one of them (someone else's answers
 * as missing); marking one or all read; and the event stream an open page listens on.
 */
export async function notificationsRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { notifications, db } = ctx;
  app.addHook("onReady", () => notifications.start());
  app.addHook("preClose", () => notifications.close());

  const signedIn = (request: FastifyRequest): number => {
    const { userID } = request.viewer.user;
    if (userID <= 0) throw forbidden("You must be signed in to see your notifications.");
    return userID;
  };

  const recent = (userID: number) =>
    db
      .selectFrom("notifications")
      .selectAll()
      .where("userID", "=", userID)
      .where("popup", "=", true)
      .orderBy("dateUpdated", "desc")
      .orderBy("notificationID", "desc");

  api.get(
    "/notifications",
    { schema: { querystring: NotificationListQuerySchema, response: { 200: Type.Array(NotificationSchema) } } },
    async (request, reply): Promise<Notification[]> => {
      const userID = signedIn(request);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 30;
      const rows = await recent(userID)
        .limit(limit + 1)
        .offset((page - 1) * limit)
        .execute();
      setPagingHeaders(reply, request, { page, limit, hasNext: rows.length > limit });
      return rows.slice(0, limit).map(serializeNotification);
    },
  );

  api.patch("/notifications", { schema: { body: NotificationPatchSchema } }, async (request, reply) => {
    const userID = signedIn(request);
    await db.updateTable("notifications").set({ read: true }).where("userID", "=", userID).where("read", "=", false).execute();
    await notifications.publish([[userID]]);
    return reply.code(204).send();
  });

  // Before `/notifications/:id`, which would read "stream" as an id.
  app.get(NOTIFICATION_STREAM_PATH, async (request, reply) => {
    const userID = signedIn(request);
    if (!String(request.headers.accept ?? "").includes("text/event-stream")) {
      throw new HttpError(406, "This address sends server-sent events: ask for text/event-stream.");
    }
    // Read before the stream opens: a database away answers 503 like any request.
    const [counts, features, rows] = await Promise.all([
      countUnreadNotifications(db, [userID]),
      readUserCounts(db, ctx.addons, [userID]),
      recent(userID).limit(SNAPSHOT_SIZE).execute(),
    ]);
    const first: NotificationStreamMessage = { countUnreadNotifications: counts.get(userID) ?? 0, notifications: rows.map(serializeNotification) };
    for (const { field, count } of features.get(userID) ?? []) first[field] = count;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // Proxies must pass each message on at once (nginx buffers otherwise).
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    });
    // EventSource reconnects by itself after a network loss, 3 s later; the first message then brings the page up to date.
    response.write(`retry: 3000\nevent: notifications\ndata: ${JSON.stringify(first)}\n\n`);
    notifications.streams.add(userID, response);
  });

  const own = async (request: FastifyRequest, id: number) => {
    const userID = signedIn(request);
    const row = await db.selectFrom("notifications").selectAll().where("notificationID", "=", id).where("userID", "=", userID).executeTakeFirst();
    // Someone else's answers exactly as one that does not exist.
    if (!row) throw notFound("Notification");
    return row;
  };

  api.get("/notifications/:id", { schema: { params: RecordIDParamsSchema, response: { 200: NotificationSchema } } }, async (request) =>
    serializeNotification(await own(request, request.params.id)),
  );

  api.patch(
    "/notifications/:id",
    { schema: { params: RecordIDParamsSchema, body: NotificationPatchSchema, response: { 200: NotificationSchema } } },
    async (request) => {
      const row = await own(request, request.params.id);
      if (row.read) return serializeNotification(row);
      const updated = await db
        .updateTable("notifications")
        .set({ read: true })
        .where("notificationID", "=", row.notificationID)
        .returningAll()
        .executeTakeFirstOrThrow();
      await notifications.publish([[row.userID]]);
      return serializeNotification(updated);
    },
  );
}
