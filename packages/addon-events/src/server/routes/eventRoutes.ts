import { grantCategories } from "@quorum/forum/contract/server";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, renderBody, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { EventParticipant } from "../../shared/Event";
import { isTimeZone, zonedToInstant } from "../../shared/zonedTime";
import { eventsDb, type EventsDb } from "../db/EventsTables";
import { eventReminderNotifications } from "../notifications/eventReminderNotifications";
import { canEditEvent, loadEvent, visibleCategoryIDs } from "../services/eventAccess";
import { eventIcs, plainText } from "../services/eventIcs";
import { checkEventTimes } from "../services/eventInput";
import { eventCategory } from "../services/eventParent";
import { EventReminders } from "../services/EventReminders";
import { serializeEvents } from "../services/serializeEvents";
import { EventIDParamsSchema, EventListQuerySchema, EventPatchSchema, EventPostSchema, ParticipantListQuerySchema, ParticipantPutSchema } from "./eventSchemas";

/** The month's first instant and the next month's, in a time zone. */
function monthRange(month: string, timeZone: string): [Date, Date] {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const start = zonedToInstant({ year, month: mon, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
  const next = mon === 12 ? { year: year + 1, month: 1 } : { year, month: mon + 1 };
  return [start, zonedToInstant({ ...next, day: 1, hour: 0, minute: 0, second: 0 }, timeZone)];
}

/**
 * The events API (`/api/v2/events`), 404 while the add-on is disabled. Every lookup answers 404
 * to a viewer who may not see the event's category, and lists leave such events out inside the
 * query (totals agree); each mutation is one transaction. Also runs the reminders: started when
 * the app is ready, stopped when it closes, woken when an event is created or moved.
 */
export function eventRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const reminders = new EventReminders(app.quorum);
  app.quorum.notifications.register(eventReminderNotifications);
  app.addHook("onReady", () => reminders.start());
  app.addHook("onClose", () => reminders.stop());
  const dbOf = (app: FastifyInstance): EventsDb => eventsDb(app.quorum.db);

  typed.get("/events", { schema: { querystring: EventListQuerySchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const { parentRecordType, parentRecordID, month } = request.query;
    const timeZone = request.query.timeZone ?? "UTC";
    if (!isTimeZone(timeZone)) throw validationError("timeZone", "Unknown time zone.", "invalid");
    if ((parentRecordType === undefined) !== (parentRecordID === undefined))
      throw validationError(
        parentRecordType === undefined ? "parentRecordType" : "parentRecordID",
        "Give both parentRecordType and parentRecordID.",
        "missing",
      );
    const when = request.query.when ?? (month ? "all" : "upcoming");
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    const candidates = (await db.selectFrom("events").select("categoryID").distinct().execute()).map((row) => row.categoryID);
    const visible = await visibleCategoryIDs(db, request.viewer, candidates);
    const now = new Date();
    let query = db.selectFrom("events").where("categoryID", "in", visible.length > 0 ? visible : [0]);
    if (parentRecordType !== undefined && parentRecordID !== undefined)
      query = query.where("parentRecordType", "=", parentRecordType).where("parentRecordID", "=", parentRecordID);
    if (when === "upcoming") query = query.where("dateEnds", ">=", now);
    if (when === "past") query = query.where("dateEnds", "<", now);
    if (month) {
      const [start, end] = monthRange(month, timeZone);
      query = query.where("dateStarts", "<", end).where("dateEnds", ">=", start);
    }
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    const direction = when === "past" ? "desc" : "asc";
    const rows = await query
      .selectAll()
      .orderBy("dateStarts", direction)
      .orderBy("eventID", direction)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return serializeEvents(db, rows, request.viewer);
  });

  typed.get("/events/:eventID", { schema: { params: EventIDParamsSchema } }, async (request) => {
    const db = dbOf(request.server);
    const row = await loadEvent(db, request.viewer, request.params.eventID);
    return (await serializeEvents(db, [row], request.viewer))[0];
  });

  typed.post("/events", { schema: { body: EventPostSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const { viewer, body: input } = request;
    if (viewer.user.userID <= 0) throw forbidden();
    const allDay = input.allDay ?? false;
    const times = checkEventTimes({ ...input, allDay, onlineUrl: input.onlineUrl ?? null });
    const categoryID = await eventCategory(db, viewer, request.server.quorum.addons, input.parentRecordType, input.parentRecordID);
    const row = await db.transaction().execute((trx) =>
      trx
        .insertInto("events")
        .values({
          name: input.name.trim(),
          body: input.body ?? "",
          format: input.format ?? "rich2",
          parentRecordType: input.parentRecordType,
          parentRecordID: input.parentRecordID,
          categoryID,
          ...times,
          timeZone: input.timeZone,
          allDay,
          location: input.location?.trim() || null,
          insertUserID: viewer.user.userID,
          dateInserted: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    reminders.wake();
    reply.code(201);
    // A group's category may have been made just now, after this request's viewer was refined.
    return (await serializeEvents(db, [row], { ...viewer, permissions: grantCategories(viewer.permissions, [categoryID]) }))[0];
  });

  typed.patch("/events/:eventID", { schema: { params: EventIDParamsSchema, body: EventPatchSchema } }, async (request) => {
    const db = dbOf(request.server);
    const { viewer, body: input } = request;
    const row = await loadEvent(db, viewer, request.params.eventID);
    if (!canEditEvent(viewer, row)) throw forbidden();
    const merged = { ...row, ...input };
    const times = checkEventTimes({ ...merged, onlineUrl: merged.onlineUrl ?? null });
    const updated = await db.transaction().execute((trx) =>
      trx
        .updateTable("events")
        .set({
          name: merged.name.trim(),
          body: merged.body,
          format: merged.format,
          ...times,
          timeZone: merged.timeZone,
          allDay: merged.allDay,
          location: merged.location?.trim() || null,
          updateUserID: viewer.user.userID,
          dateUpdated: new Date(),
          // A new start earns a new reminder.
          ...(times.dateStarts.getTime() !== row.dateStarts.getTime() ? { dateReminded: null } : {}),
        })
        .where("eventID", "=", row.eventID)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    reminders.wake();
    return (await serializeEvents(db, [updated], viewer))[0];
  });

  typed.delete("/events/:eventID", { schema: { params: EventIDParamsSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const row = await loadEvent(db, request.viewer, request.params.eventID);
    if (!canEditEvent(request.viewer, row)) throw forbidden();
    await db.transaction().execute((trx) => trx.deleteFrom("events").where("eventID", "=", row.eventID).execute());
    reply.code(204);
  });

  typed.put("/events/:eventID/participants", { schema: { params: EventIDParamsSchema, body: ParticipantPutSchema } }, async (request) => {
    const db = dbOf(request.server);
    const { viewer } = request;
    const row = await loadEvent(db, viewer, request.params.eventID);
    if (viewer.user.userID <= 0) throw forbidden();
    const { attending } = request.body;
    await db.transaction().execute((trx) =>
      trx
        .insertInto("eventAttendees")
        .values({ eventID: row.eventID, userID: viewer.user.userID, attending, dateInserted: new Date() })
        .onConflict((oc) => oc.columns(["eventID", "userID"]).doUpdateSet({ attending, dateInserted: new Date() }))
        .execute(),
    );
    return (await serializeEvents(db, [row], viewer))[0];
  });

  typed.delete("/events/:eventID/participants", { schema: { params: EventIDParamsSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const { viewer } = request;
    const row = await loadEvent(db, viewer, request.params.eventID);
    if (viewer.user.userID <= 0) throw forbidden();
    await db
      .transaction()
      .execute((trx) => trx.deleteFrom("eventAttendees").where("eventID", "=", row.eventID).where("userID", "=", viewer.user.userID).execute());
    reply.code(204);
  });

  typed.get("/events/:eventID/participants", { schema: { params: EventIDParamsSchema, querystring: ParticipantListQuerySchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const row = await loadEvent(db, request.viewer, request.params.eventID);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    let query = db.selectFrom("eventAttendees").where("eventID", "=", row.eventID);
    if (request.query.attending) query = query.where("attending", "=", request.query.attending);
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    const rows = await query
      .innerJoin("users", "users.userID", "eventAttendees.userID")
      .select(["users.userID", "users.name", "eventAttendees.attending", "eventAttendees.dateInserted"])
      .orderBy("eventAttendees.dateInserted")
      .orderBy("users.userID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return rows.map((r): EventParticipant => ({ userID: r.userID, name: r.name, attending: r.attending, dateInserted: r.dateInserted.toISOString() }));
  });

  typed.get("/events/:eventID/ics", { schema: { params: EventIDParamsSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const row = await loadEvent(db, request.viewer, request.params.eventID);
    const host = request.hostname.replace(/:\d+$/, "") || "quorum";
    const pageUrl = `${request.protocol}://${request.host}/events/${row.eventID}`;
    reply.header("content-type", "text/calendar; charset=utf-8");
    reply.header("content-disposition", `attachment; filename="event-${row.eventID}.ics"`);
    return eventIcs(row, plainText(renderBody(row.body, row.format)), pageUrl, host);
  });
}
