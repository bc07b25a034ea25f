import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Static } from "@sinclair/typebox";
import { notFound, requirePermission, validationError, type QuorumContext } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { Rank, UserRank } from "../../shared/Rank";
import { ranksDb, type RankRow, type RanksDb, type RankUpdate } from "../db/RanksTables";
import { computeRanks } from "../services/computeRanks";
import { MANAGE_PERMISSION } from "../services/MANAGE_PERMISSION";
import { queueRankRecompute } from "../services/queueRankRecompute";
import { rankRecomputeJob } from "../services/rankRecomputeJob";
import { serializeRanks } from "../services/serializeRanks";
import { RankIDParamsSchema, RankOrderSchema, RankPatchSchema, RankPostSchema, UserIDParamsSchema, UserRankPutSchema } from "./rankSchemas";

type RankPatch = Static<typeof RankPatchSchema>;

async function loadRank(db: RanksDb, rankID: number): Promise<RankRow> {
  const row = await db.selectFrom("ranks").selectAll().where("rankID", "=", rankID).executeTakeFirst();
  if (!row) throw notFound("Rank");
  return row;
}

async function one(db: RanksDb, row: RankRow): Promise<Rank> {
  const [rank] = await serializeRanks(db, [row]);
  if (!rank) throw notFound("Rank");
  return rank;
}

/** Roles named in criteria must exist (422 naming `criteria.roleIDs`). */
async function checkRoles(db: RanksDb, roleIDs: readonly number[] | undefined): Promise<void> {
  if (!roleIDs || roleIDs.length === 0) return;
  const found = await db.selectFrom("roles").select("roleID").where("roleID", "in", roleIDs).execute();
  if (found.length !== roleIDs.length) throw validationError("criteria.roleIDs", "Unknown role.", "notFound");
}

async function checkName(db: RanksDb, name: string | undefined, rankID: number): Promise<void> {
  if (name === undefined) return;
  const taken = await db.selectFrom("ranks").select("rankID").where("name", "=", name.trim()).where("rankID", "!=", rankID).executeTakeFirst();
  if (taken) throw validationError("name", "Another rank has this name.", "duplicate");
}

/** The stored columns a create or change sets. */
function columns(input: RankPatch): RankUpdate {
  const { criteria, abilities } = input;
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.userTitle !== undefined ? { userTitle: input.userTitle.trim() } : {}),
    ...(input.labelStyle !== undefined ? { labelStyle: input.labelStyle } : {}),
    ...(input.level !== undefined ? { level: input.level } : {}),
    ...(criteria?.posts !== undefined ? { minPosts: criteria.posts } : {}),
    ...(criteria?.points !== undefined ? { minPoints: criteria.points } : {}),
    ...(criteria?.days !== undefined ? { minDays: criteria.days } : {}),
    ...(criteria?.roleIDs !== undefined ? { roleIDs: JSON.stringify(criteria.roleIDs) } : {}),
    ...(criteria?.manual !== undefined ? { manualOnly: criteria.manual } : {}),
    ...(abilities?.links !== undefined ? { allowLinks: abilities.links } : {}),
  };
}

/**
 * The ranks API (`/api/v2/ranks`, `PUT /users/{id}/rank`), 404 while the add-on is disabled.
 * Reading is public; every change needs `ranks.manage` and recomputes the members' ranks.
 */
export function rankRoutes(app: FastifyInstance, ctx: QuorumContext): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const dbOf = (app: FastifyInstance): RanksDb => ranksDb(app.quorum.db);
  // Every member's rank is worked out again by the platform's worker after a change to the ranks
  // (the change queues the job in its transaction; the answer does not wait for it).
  ctx.notifications.register(rankRecomputeJob(ctx.addons));
  const recomputeLater = () => ctx.notifications.worker.wake();

  typed.get("/ranks", async (request): Promise<Rank[]> => {
    const db = dbOf(request.server);
    return serializeRanks(db, await db.selectFrom("ranks").selectAll().execute());
  });

  typed.get("/ranks/:rankID", { schema: { params: RankIDParamsSchema } }, async (request): Promise<Rank> => {
    const db = dbOf(request.server);
    return one(db, await loadRank(db, request.params.rankID));
  });

  typed.post("/ranks", { schema: { body: RankPostSchema } }, async (request, reply): Promise<Rank> => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = dbOf(request.server);
    const { body } = request;
    await checkName(db, body.name, 0);
    await checkRoles(db, body.criteria?.roleIDs);
    const top = await db
      .selectFrom("ranks")
      .select((eb) => eb.fn.max("level").as("level"))
      .executeTakeFirst();
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("ranks")
        .values({
          ...columns(body),
          name: body.name.trim(),
          userTitle: (body.userTitle ?? body.name).trim(),
          level: body.level ?? Number(top?.level ?? 0) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueRankRecompute(trx, request.viewer.user.userID);
      return created;
    });
    recomputeLater();
    reply.code(201);
    return one(db, row);
  });

  typed.patch("/ranks/:rankID", { schema: { params: RankIDParamsSchema, body: RankPatchSchema } }, async (request): Promise<Rank> => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = dbOf(request.server);
    const { rankID } = request.params;
    await loadRank(db, rankID);
    await checkName(db, request.body.name, rankID);
    await checkRoles(db, request.body.criteria?.roleIDs);
    const row = await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable("ranks")
        .set({ ...columns(request.body), dateUpdated: new Date() })
        .where("rankID", "=", rankID)
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueRankRecompute(trx, request.viewer.user.userID);
      return changed;
    });
    recomputeLater();
    return one(db, row);
  });

  typed.delete("/ranks/:rankID", { schema: { params: RankIDParamsSchema } }, async (request, reply) => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = dbOf(request.server);
    await loadRank(db, request.params.rankID);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("ranks").where("rankID", "=", request.params.rankID).execute();
      // Members given it by hand earn theirs again.
      await trx.updateTable("userRanks").set({ manual: false }).where("rankID", "is", null).execute();
      await queueRankRecompute(trx, request.viewer.user.userID);
    });
    recomputeLater();
    reply.code(204);
  });

  // The settings page's order: every rank's id, lowest first; levels become 1, 2, 3...
  typed.put("/ranks/order", { schema: { body: RankOrderSchema } }, async (request): Promise<Rank[]> => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = dbOf(request.server);
    const { rankIDs } = request.body;
    const all = await db.selectFrom("ranks").select("rankID").execute();
    if (all.length !== rankIDs.length || !all.every((row) => rankIDs.includes(row.rankID))) {
      throw validationError("rankIDs", "List every rank once.", "invalid");
    }
    await db.transaction().execute(async (trx) => {
      for (const [index, rankID] of rankIDs.entries())
        await trx
          .updateTable("ranks")
          .set({ level: index + 1, dateUpdated: new Date() })
          .where("rankID", "=", rankID)
          .execute();
      await queueRankRecompute(trx, request.viewer.user.userID);
    });
    recomputeLater();
    return serializeRanks(db, await db.selectFrom("ranks").selectAll().execute());
  });

  // Vanilla's `PUT /users/{id}/rank`: a manager gives a member a rank (kept until changed), or
  // with null lets them earn theirs again.
  typed.put("/users/:id/rank", { schema: { params: UserIDParamsSchema, body: UserRankPutSchema } }, async (request): Promise<UserRank> => {
    requirePermission(request, MANAGE_PERMISSION);
    const db = dbOf(request.server);
    const userID = request.params.id;
    const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
    if (!user) throw notFound("User");
    const { rankID } = request.body;
    if (rankID !== null && !(await db.selectFrom("ranks").select("rankID").where("rankID", "=", rankID).executeTakeFirst())) {
      throw validationError("rankID", "Rank not found.", "notFound");
    }
    if (rankID === null) {
      await db.deleteFrom("userRanks").where("userID", "=", userID).execute();
      const earned = await computeRanks(db, { viewer: request.viewer, addons: ctx.addons }, [userID]);
      return { userID, rankID: earned.get(userID) ?? null, manual: false };
    }
    await db
      .insertInto("userRanks")
      .values({ userID, rankID, manual: true, dateComputed: new Date() })
      .onConflict((oc) => oc.column("userID").doUpdateSet({ rankID, manual: true, dateComputed: new Date() }))
      .execute();
    return { userID, rankID, manual: true };
  });
}
