import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, likePattern, requirePermission, setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { groupsDb } from "../db/GroupsTables";
import { ADD_PERMISSION, canModerateGroups, loadGroupAccess } from "../services/groupAccess";
import { serializeGroups } from "../services/serializeGroups";
import { GroupIDParamsSchema, GroupListQuerySchema, GroupPatchSchema, GroupPostSchema } from "./groupSchemas";

/**
 * The groups themselves (Vanilla's `/api/v2/groups`): browse and search, read, create, edit,
 * delete. A secret group answers as missing to those who may not know of it, in lists too.
 */
export function groupRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/groups", { schema: { querystring: GroupListQuerySchema } }, async (request, reply) => {
    const db = groupsDb(request.server.quorum.db);
    const { viewer } = request;
    const userID = viewer.user.userID;
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    let query = db.selectFrom("groups").selectAll("groups");
    if (request.query.mine) {
      query = query.where("groupID", "in", db.selectFrom("groupMembers").select("groupID").where("userID", "=", userID));
    } else if (!canModerateGroups(viewer.permissions)) {
      // Secret groups only to their members and invitees: filtered inside the query, so totals and pages agree.
      query = query.where((eb) =>
        eb.or([
          eb("privacy", "!=", "secret"),
          eb("groupID", "in", eb.selectFrom("groupMembers").select("groupID").where("userID", "=", userID)),
          eb("groupID", "in", eb.selectFrom("groupApplicants").select("groupID").where("userID", "=", userID).where("type", "=", "invitation")),
        ]),
      );
    }
    if (request.query.privacy) query = query.where("privacy", "=", request.query.privacy);
    const text = request.query.query?.trim();
    if (text) query = query.where((eb) => eb(eb.fn("lower", ["name"]), "like", likePattern(text)));
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy("name")
      .orderBy("groupID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return serializeGroups(db, rows, viewer);
  });

  typed.get("/groups/:groupID", { schema: { params: GroupIDParamsSchema } }, async (request) => {
    const db = groupsDb(request.server.quorum.db);
    const { group } = await loadGroupAccess(db, request.viewer, request.params.groupID);
    const [serialized] = await serializeGroups(db, [group], request.viewer);
    return serialized;
  });

  typed.post("/groups", { schema: { body: GroupPostSchema } }, async (request, reply) => {
    requirePermission(request, ADD_PERMISSION);
    const db = groupsDb(request.server.quorum.db);
    const userID = request.viewer.user.userID;
    const { name, description = "", iconUrl = null, bannerUrl = null, privacy } = request.body;
    const group = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("groups")
        .values({ name: name.trim(), description, iconUrl, bannerUrl, privacy, insertUserID: userID, dateInserted: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Its creator leads it.
      await trx.insertInto("groupMembers").values({ groupID: row.groupID, userID, role: "leader", dateInserted: new Date() }).execute();
      return row;
    });
    reply.code(201);
    const [serialized] = await serializeGroups(db, [group], request.viewer);
    return serialized;
  });

  typed.patch("/groups/:groupID", { schema: { params: GroupIDParamsSchema, body: GroupPatchSchema } }, async (request) => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (!access.canManage) throw forbidden("Permission Problem", "Only the group's leaders can edit it.");
    const { name, ...rest } = request.body;
    const row = await db
      .updateTable("groups")
      .set({ ...rest, ...(name !== undefined ? { name: name.trim() } : {}), dateUpdated: new Date() })
      .where("groupID", "=", access.group.groupID)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [serialized] = await serializeGroups(db, [row], request.viewer);
    return serialized;
  });

  typed.delete("/groups/:groupID", { schema: { params: GroupIDParamsSchema } }, async (request, reply) => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (!access.canManage) throw forbidden("Permission Problem", "Only the group's leaders can delete it.");
    await db.deleteFrom("groups").where("groupID", "=", access.group.groupID).execute();
    reply.code(204);
  });
}
