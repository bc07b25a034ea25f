import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, HttpError, notFound, validationError } from "@quorum/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GroupApplicant, GroupMember } from "../../shared/Group";
import { groupsDb, type GroupsDb } from "../db/GroupsTables";
import { loadGroupAccess, type GroupAccess } from "../services/groupAccess";
import { GroupIDParamsSchema, GroupUserParamsSchema, MemberPatchSchema } from "./groupSchemas";

const signedIn = (request: FastifyRequest): number => {
  const userID = request.viewer.user.userID;
  if (userID <= 0) throw forbidden("Permission Problem", "You need to sign in.");
  return userID;
};

const manage = (access: GroupAccess): void => {
  if (!access.canManage) throw forbidden("Permission Problem", "Only the group's leaders can do this.");
};

/** Fails when `userID` is the group's only leader while others remain: a group is never left leaderless. */
async function keepALeader(db: GroupsDb, groupID: number, userID: number): Promise<void> {
  const leaders = await db.selectFrom("groupMembers").select("userID").where("groupID", "=", groupID).where("role", "=", "leader").execute();
  if (leaders.length === 1 && leaders[0]?.userID === userID) {
    const others = await db.selectFrom("groupMembers").select("userID").where("groupID", "=", groupID).where("userID", "!=", userID).limit(1).execute();
    if (others.length > 0) throw validationError("userID", "The group's last leader cannot leave it; make another member a leader first.", "lastLeader");
  }
}

async function addMember(db: GroupsDb, groupID: number, userID: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("groupApplicants").where("groupID", "=", groupID).where("userID", "=", userID).execute();
    await trx
      .insertInto("groupMembers")
      .values({ groupID, userID, role: "member", dateInserted: new Date() })
      .onConflict((oc) => oc.columns(["groupID", "userID"]).doNothing())
      .execute();
  });
}

/**
 * Membership: the member list, joining (public groups), requesting to join (private groups),
 * leaders approving or refusing requests, leaving, roles and removal.
 */
export function memberRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/groups/:groupID/members", { schema: { params: GroupIDParamsSchema } }, async (request): Promise<GroupMember[]> => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (!access.canRead) throw forbidden("Permission Problem", "Only the group's members can see who is in it.");
    const rows = await db
      .selectFrom("groupMembers as m")
      .innerJoin("users as u", "u.userID", "m.userID")
      .select(["m.userID", "u.name", "u.photoUrl", "m.role", "m.dateInserted"])
      .where("m.groupID", "=", access.group.groupID)
      .orderBy("m.role")
      .orderBy("u.name")
      .execute();
    return rows.map((row) => ({ ...row, dateInserted: new Date(row.dateInserted).toISOString() }));
  });

  typed.post("/groups/:groupID/join", { schema: { params: GroupIDParamsSchema } }, async (request, reply) => {
    const userID = signedIn(request);
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (access.status === "leader" || access.status === "member") throw new HttpError(409, "You are already a member of this group.");
    // Private and secret groups are joined by request or invitation (accept it instead).
    if (access.group.privacy !== "public") throw forbidden("Permission Problem", "This group is joined by request or invitation.");
    await addMember(db, access.group.groupID, userID);
    reply.code(204);
  });

  typed.post("/groups/:groupID/leave", { schema: { params: GroupIDParamsSchema } }, async (request, reply) => {
    const userID = signedIn(request);
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (access.status !== "leader" && access.status !== "member") throw new HttpError(409, "You are not a member of this group.");
    await keepALeader(db, access.group.groupID, userID);
    await db.deleteFrom("groupMembers").where("groupID", "=", access.group.groupID).where("userID", "=", userID).execute();
    reply.code(204);
  });

  typed.post("/groups/:groupID/requests", { schema: { params: GroupIDParamsSchema } }, async (request, reply) => {
    const userID = signedIn(request);
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (access.status !== "none") throw new HttpError(409, "You are already a member of this group, or have asked or been invited.");
    if (access.group.privacy === "public") throw validationError("groupID", "Anyone may join a public group: join it instead.", "public");
    await db
      .insertInto("groupApplicants")
      .values({ groupID: access.group.groupID, userID, type: "request", inviteUserID: null, dateInserted: new Date() })
      .execute();
    reply.code(201);
    return { groupID: access.group.groupID, userID, status: "requested" };
  });

  typed.get("/groups/:groupID/requests", { schema: { params: GroupIDParamsSchema } }, async (request): Promise<GroupApplicant[]> => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    manage(access);
    return listApplicants(db, access.group.groupID, "request");
  });

  for (const decision of ["approve", "refuse"] as const) {
    typed.post(`/groups/:groupID/requests/:userID/${decision}`, { schema: { params: GroupUserParamsSchema } }, async (request, reply) => {
      const db = groupsDb(request.server.quorum.db);
      const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
      manage(access);
      const { groupID, userID } = request.params;
      const pending = await db
        .selectFrom("groupApplicants")
        .select("userID")
        .where("groupID", "=", groupID)
        .where("userID", "=", userID)
        .where("type", "=", "request")
        .executeTakeFirst();
      if (!pending) throw notFound("Request");
      if (decision === "approve") await addMember(db, groupID, userID);
      else await db.deleteFrom("groupApplicants").where("groupID", "=", groupID).where("userID", "=", userID).execute();
      reply.code(204);
    });
  }

  typed.patch("/groups/:groupID/members/:userID", { schema: { params: GroupUserParamsSchema, body: MemberPatchSchema } }, async (request) => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    manage(access);
    const { groupID, userID } = request.params;
    if (request.body.role === "member") await keepALeader(db, groupID, userID);
    const row = await db
      .updateTable("groupMembers")
      .set({ role: request.body.role })
      .where("groupID", "=", groupID)
      .where("userID", "=", userID)
      .returning(["userID", "role"])
      .executeTakeFirst();
    if (!row) throw notFound("Member");
    return row;
  });

  typed.delete("/groups/:groupID/members/:userID", { schema: { params: GroupUserParamsSchema } }, async (request, reply) => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    manage(access);
    const { groupID, userID } = request.params;
    await keepALeader(db, groupID, userID);
    const removed = await db.deleteFrom("groupMembers").where("groupID", "=", groupID).where("userID", "=", userID).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw notFound("Member");
    reply.code(204);
  });
}

export async function listApplicants(db: GroupsDb, groupID: number, type: "request" | "invitation"): Promise<GroupApplicant[]> {
  const rows = await db
    .selectFrom("groupApplicants as a")
    .innerJoin("users as u", "u.userID", "a.userID")
    .select(["a.userID", "u.name", "u.photoUrl", "a.type", "a.dateInserted"])
    .where("a.groupID", "=", groupID)
    .where("a.type", "=", type)
    .orderBy("a.dateInserted")
    .execute();
  return rows.map((row) => ({ ...row, dateInserted: new Date(row.dateInserted).toISOString() }));
}
