import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { notFound, requestOrigin, requirePermission, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { MANAGE_PERMISSION } from "../../shared/BADGE_PERMISSIONS";
import { badgesDb, type BadgesDb } from "../db/BadgesTables";
import { badgeIconValue } from "../services/badgeIconValue";
import { serializeBadges, type BadgeRow } from "../services/serializeBadges";
import { BadgeIDParamsSchema, BadgePatchSchema, BadgePostSchema, PageQuerySchema } from "./badgeSchemas";

/** A badge by id, or 404. */
export async function loadBadge(db: BadgesDb, badgeID: number): Promise<BadgeRow> {
  const row = await db.selectFrom("badges").selectAll().where("badgeID", "=", badgeID).executeTakeFirst();
  if (!row) throw notFound("Badge");
  return row;
}

/**
 * The badges themselves (Vanilla's `/api/v2/badges`): everyone may list and read them; holders of
 * `badges.manage` create, edit and delete them. Only a badge without a rule may be requestable
 * (an automatic one is earned, not asked for).
 */
export function badgeRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/badges", { schema: { querystring: PageQuerySchema } }, async (request, reply) => {
    const db = badgesDb(request.server.quorum.db);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 100;
    const { total } = await db
      .selectFrom("badges")
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("badges")
      .selectAll()
      .orderBy("points")
      .orderBy("badgeID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return serializeBadges(db, rows);
  });

  typed.get("/badges/:id", { schema: { params: BadgeIDParamsSchema } }, async (request) => {
    const db = badgesDb(request.server.quorum.db);
    const [badge] = await serializeBadges(db, [await loadBadge(db, request.params.id)]);
    return badge;
  });

  typed.post("/badges", { schema: { body: BadgePostSchema } }, async (request, reply) => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const { name, description = "", icon, points = 0, rule = null, requestable = false } = request.body;
    if (rule && requestable) throw validationError("requestable", "An automatic badge cannot be requested.", "automatic");
    const storedIcon = await badgeIconValue(db, icon, requestOrigin(request));
    const row = await db
      .insertInto("badges")
      .values({
        name: name.trim(),
        description,
        icon: storedIcon,
        points,
        ruleType: rule?.type ?? null,
        ruleThreshold: rule?.threshold ?? null,
        requestable,
        insertUserID: request.viewer.user.userID,
        dateInserted: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.code(201);
    const [badge] = await serializeBadges(db, [row]);
    return badge;
  });

  typed.patch("/badges/:id", { schema: { params: BadgeIDParamsSchema, body: BadgePatchSchema } }, async (request) => {
    requirePermission(request, MANAGE_PERMISSION);
    // The schema check drops unknown fields after counting them: a body of only those is empty here.
    if (Object.keys(request.body).length === 0) throw validationError("body", "Give at least one field to change.", "minProperties");
    const db = badgesDb(request.server.quorum.db);
    const current = await loadBadge(db, request.params.id);
    const { name, rule, icon, ...rest } = request.body;
    const ruleType = rule === undefined ? current.ruleType : (rule?.type ?? null);
    const requestable = rest.requestable ?? current.requestable;
    if (ruleType !== null && requestable) throw validationError("requestable", "An automatic badge cannot be requested.", "automatic");
    const storedIcon = icon === undefined ? undefined : await badgeIconValue(db, icon, requestOrigin(request));
    const row = await db
      .updateTable("badges")
      .set({
        ...rest,
        ...(storedIcon !== undefined ? { icon: storedIcon } : {}),
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(rule !== undefined ? { ruleType: rule?.type ?? null, ruleThreshold: rule?.threshold ?? null } : {}),
      })
      .where("badgeID", "=", current.badgeID)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [badge] = await serializeBadges(db, [row]);
    return badge;
  });

  typed.delete("/badges/:id", { schema: { params: BadgeIDParamsSchema } }, async (request, reply) => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = badgesDb(request.server.quorum.db);
    const badge = await loadBadge(db, request.params.id);
    // Its awards and requests go with it (cascade): the points they gave are gone too.
    await db.deleteFrom("badges").where("badgeID", "=", badge.badgeID).execute();
    reply.code(204);
  });
}
