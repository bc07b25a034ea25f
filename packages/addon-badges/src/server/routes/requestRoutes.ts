import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { hasPermission } from "@quorum/api";
import { forbidden, notFound, requirePermission, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { BadgeRequest } from "../../shared/Badge";
import { MODERATE_PERMISSION, REQUEST_PERMISSION } from "../../shared/BADGE_PERMISSIONS";
import { badgesDb, type BadgesDb } from "../db/BadgesTables";
import { awardBadges } from "../services/awardBadges";
import { loadBadge } from "./badgeRoutes";
import { BadgeIDParamsSchema, RequestIDParamsSchema, RequestListQuerySchema, RequestPatchSchema, RequestPostSchema } from "./badgeSchemas";

function requestQuery(db: BadgesDb) {
  return db
    .selectFrom("badgeRequests as r")
    .innerJoin("badges as b", "b.badgeID", "r.badgeID")
    .innerJoin("users as u", "u.userID", "r.userID")
    .select(["r.requestID", "r.badgeID", "b.name as badgeName", "r.userID", "u.name as userName", "r.reason", "r.status", "r.dateInserted"]);
}

type RequestRow = Omit<BadgeRequest, "dateInserted"> & { dateInserted: Date };
const toRequest = (row: RequestRow): BadgeRequest => ({ ...row, dateInserted: new Date(row.dateInserted).toISOString() });

/**
 * Members ask for a requestable badge with a reason (`badges.request`); moderators
 * (`badges.moderate`) list the requests and approve (which awards the badge) or deny them. A
 * member reads their own request for a badge (`GET /badges/{id}/requests/me`).
 */
export function requestRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post("/badges/:id/requests", { schema: { params: BadgeIDParamsSchema, body: RequestPostSchema } }, async (request, reply) => {
    requirePermission(request, REQUEST_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    const userID = request.viewer.user.userID;
    if (!badge.requestable) throw forbidden("Permission Problem", "This badge cannot be requested.");
    const held = await db.selectFrom("userBadges").select("badgeID").where("badgeID", "=", badge.badgeID).where("userID", "=", userID).executeTakeFirst();
    if (held) throw validationError("id", "You already have this badge.", "duplicate");
    const values = { reason: request.body.reason.trim(), status: "pending" as const, updateUserID: null, dateInserted: new Date(), dateUpdated: null };
    // Asking again after a denial asks anew; asking twice while pending only updates the reason.
    const { requestID } = await db
      .insertInto("badgeRequests")
      .values({ badgeID: badge.badgeID, userID, ...values })
      .onConflict((oc) => oc.columns(["badgeID", "userID"]).doUpdateSet(values))
      .returning("requestID")
      .executeTakeFirstOrThrow();
    reply.code(201);
    return toRequest(await requestQuery(db).where("r.requestID", "=", requestID).executeTakeFirstOrThrow());
  });

  typed.get("/badges/:id/requests/me", { schema: { params: BadgeIDParamsSchema } }, async (request) => {
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    const userID = request.viewer.user.userID;
    if (userID === 0) return null;
    const row = await requestQuery(db).where("r.badgeID", "=", badge.badgeID).where("r.userID", "=", userID).executeTakeFirst();
    return row ? toRequest(row) : null;
  });

  typed.get("/badges/requests", { schema: { querystring: RequestListQuerySchema } }, async (request, reply) => {
    requirePermission(request, MODERATE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    const status = request.query.status ?? "pending";
    let query = requestQuery(db).where("r.status", "=", status);
    if (request.query.badgeID !== undefined) query = query.where("r.badgeID", "=", request.query.badgeID);
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy("r.dateInserted")
      .orderBy("r.requestID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return rows.map(toRequest);
  });

  // One request: to its member and to moderators; to anyone else it is missing (404).
  typed.get("/badges/requests/:requestID", { schema: { params: RequestIDParamsSchema } }, async (request) => {
    const db = badgesDb(request.server.quorum.db);
    const row = await requestQuery(db).where("r.requestID", "=", request.params.requestID).executeTakeFirst();
    const mine = row !== undefined && row.userID === request.viewer.user.userID && row.userID > 0;
    if (!row || !(mine || hasPermission(request.viewer.permissions, MODERATE_PERMISSION))) throw notFound("Request");
    return toRequest(row);
  });

  typed.patch("/badges/requests/:requestID", { schema: { params: RequestIDParamsSchema, body: RequestPatchSchema } }, async (request) => {
    requirePermission(request, MODERATE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const moderatorID = request.viewer.user.userID;
    const { status } = request.body;
    const awarded = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("badgeRequests").selectAll().where("requestID", "=", request.params.requestID).forUpdate().executeTakeFirst();
      if (!row) throw notFound("Request");
      if (row.status !== "pending") throw validationError("status", "This request has been answered already.", "answered");
      await trx
        .updateTable("badgeRequests")
        .set({ status, updateUserID: moderatorID, dateUpdated: new Date() })
        .where("requestID", "=", row.requestID)
        .execute();
      // The approval awards (and notifies) in the same transaction.
      return status === "approved" ? awardBadges(trx, row.userID, [row.badgeID], { insertUserID: moderatorID, reason: row.reason, now: new Date() }) : [];
    });
    if (awarded.length > 0) request.server.quorum.notifications.worker.wake();
    return toRequest(await requestQuery(db).where("r.requestID", "=", request.params.requestID).executeTakeFirstOrThrow());
  });
}
