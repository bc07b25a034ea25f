import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { isRestricted, notFound, readProfile, requirePermission, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { MODERATE_PERMISSION } from "../../shared/BADGE_PERMISSIONS";
import { badgesDb } from "../db/BadgesTables";
import { awardBadges } from "../services/awardBadges";
import { lazyBadges } from "../services/lazyBadges";
import { leaderboard } from "../services/leaderboard";
import { userBadges } from "../services/userBadges";
import { loadBadge } from "./badgeRoutes";
import { BadgeIDParamsSchema, BadgeUserParamsSchema, GiveBadgeSchema, LeaderboardQuerySchema, PageQuerySchema, UserIDParamsSchema } from "./badgeSchemas";

/**
 * Who holds what: a badge's holders, a member's badges (Vanilla's `GET /users/{id}/badges`),
 * giving and taking back (`badges.moderate`), and the points leaderboard.
 */
export function awardRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/badges/:id/users", { schema: { params: BadgeIDParamsSchema, querystring: PageQuerySchema } }, async (request, reply) => {
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    const base = db.selectFrom("userBadges as ub").innerJoin("users as u", "u.userID", "ub.userID").where("ub.badgeID", "=", badge.badgeID);
    const { total } = await base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    const rows = await base
      .select(["u.userID", "u.name", "u.photoUrl", "ub.dateInserted"])
      .orderBy("ub.dateInserted", "desc")
      .orderBy("u.userID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return rows.map((row) => ({ userID: row.userID, name: row.name, photoUrl: row.photoUrl || null, dateInserted: new Date(row.dateInserted).toISOString() }));
  });

  typed.get("/users/:id/badges", { schema: { params: UserIDParamsSchema } }, async (request) => {
    // As the profile: 403 without profiles.view, 404 for no such member, nothing of a restricted one.
    const user = await readProfile(request.server.quorum, request.viewer, request.params.id);
    if (isRestricted(user)) return [];
    const db = badgesDb(request.server.quorum.db);
    if ((await lazyBadges(db, user.userID, new Date())).length > 0) request.server.quorum.notifications.worker.wake();
    return userBadges(db, user.userID);
  });

  typed.post("/badges/:id/users", { schema: { params: BadgeIDParamsSchema, body: GiveBadgeSchema } }, async (request, reply) => {
    requirePermission(request, MODERATE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    const { userID, reason = "" } = request.body;
    const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
    if (!user) throw validationError("userID", "There is no such member.", "notFound");
    const awarded = await db.transaction().execute(async (trx) => {
      const given = await awardBadges(trx, userID, [badge.badgeID], { insertUserID: request.viewer.user.userID, reason, now: new Date() });
      // A pending request for it is answered by the gift.
      await trx
        .updateTable("badgeRequests")
        .set({ status: "approved", updateUserID: request.viewer.user.userID, dateUpdated: new Date() })
        .where("badgeID", "=", badge.badgeID)
        .where("userID", "=", userID)
        .where("status", "=", "pending")
        .execute();
      return given;
    });
    if (awarded.length === 0) throw validationError("userID", "This member already has this badge.", "duplicate");
    request.server.quorum.notifications.worker.wake();
    reply.code(201);
    return (await userBadges(db, userID)).find((held) => held.badgeID === badge.badgeID);
  });

  typed.delete("/badges/:id/users/:userID", { schema: { params: BadgeUserParamsSchema } }, async (request, reply) => {
    requirePermission(request, MODERATE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    const removed = await db.deleteFrom("userBadges").where("badgeID", "=", badge.badgeID).where("userID", "=", request.params.userID).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound("Award");
    reply.code(204);
  });

  typed.get("/badges/leaderboard", { schema: { querystring: LeaderboardQuerySchema } }, async (request) => {
    const db = badgesDb(request.server.quorum.db);
    return leaderboard(db, request.query.slotType ?? "a", request.query.limit ?? 10, new Date());
  });
}
