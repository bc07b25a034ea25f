import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, notFound, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { GroupApplicant } from "../../shared/Group";
import { groupsDb } from "../db/GroupsTables";
import { groupInvitationNotifications } from "../notifications/groupInvitationNotifications";
import { loadGroupAccess } from "../services/groupAccess";
import { GroupIDParamsSchema, InvitationPostSchema } from "./groupSchemas";
import { listApplicants } from "./memberRoutes";

/**
 * Invitations (Vanilla's `POST /groups/{groupID}/invitations {userIDs, emails}`): leaders invite
 * members by id or by their account's email; the invited accept or decline. An invitation lets
 * its member see a secret group and join a private one.
 */
export function invitationRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post("/groups/:groupID/invitations", { schema: { params: GroupIDParamsSchema, body: InvitationPostSchema } }, async (request, reply) => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (!access.canManage) throw forbidden("Permission Problem", "Only the group's leaders can invite.");
    const { userIDs = [], emails = [] } = request.body;
    if (userIDs.length === 0 && emails.length === 0) throw validationError("userIDs", "Name at least one member to invite.", "missingField");
    const ids = new Set<number>();
    if (userIDs.length > 0) {
      const found = await db.selectFrom("users").select("userID").where("userID", "in", userIDs).execute();
      const known = new Set(found.map((row) => row.userID));
      const unknown = userIDs.filter((id) => !known.has(id));
      if (unknown.length > 0) throw validationError("userIDs", `No member has the id ${unknown.join(", ")}.`, "unknownUser");
      for (const id of known) ids.add(id);
    }
    if (emails.length > 0) {
      const lowered = emails.map((email) => email.toLowerCase());
      const found = await db
        .selectFrom("users")
        .select(["userID", "email"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "in", lowered))
        .execute();
      const known = new Set(found.map((row) => row.email.toLowerCase()));
      const unknown = emails.filter((email) => !known.has(email.toLowerCase()));
      if (unknown.length > 0) throw validationError("emails", `No member has the email ${unknown.join(", ")}.`, "unknownEmail");
      for (const row of found) ids.add(row.userID);
    }
    const groupID = access.group.groupID;
    const members = new Set(
      (
        await db
          .selectFrom("groupMembers")
          .select("userID")
          .where("groupID", "=", groupID)
          .where("userID", "in", [...ids])
          .execute()
      ).map((row) => row.userID),
    );
    const invited = [...ids].filter((id) => !members.has(id));
    if (invited.length > 0) {
      // A pending request becomes an invitation: the leader has said yes already.
      await db
        .insertInto("groupApplicants")
        .values(invited.map((userID) => ({ groupID, userID, type: "invitation" as const, inviteUserID: request.viewer.user.userID, dateInserted: new Date() })))
        .onConflict((oc) => oc.columns(["groupID", "userID"]).doUpdateSet({ type: "invitation", inviteUserID: request.viewer.user.userID }))
        .execute();
      await request.server.quorum.notifications.emit(
        groupInvitationNotifications,
        { groupID, userIDs: invited, inviteUserID: request.viewer.user.userID },
        request.viewer.user.userID,
      );
    }
    reply.code(201);
    return { groupID, invitedUserIDs: invited, alreadyMemberUserIDs: [...members] };
  });

  typed.get("/groups/:groupID/invitations", { schema: { params: GroupIDParamsSchema } }, async (request): Promise<GroupApplicant[]> => {
    const db = groupsDb(request.server.quorum.db);
    const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
    if (!access.canManage) throw forbidden("Permission Problem", "Only the group's leaders can see its invitations.");
    return listApplicants(db, access.group.groupID, "invitation");
  });

  for (const answer of ["accept", "decline"] as const) {
    typed.post(`/groups/:groupID/invitations/${answer}`, { schema: { params: GroupIDParamsSchema } }, async (request, reply) => {
      const db = groupsDb(request.server.quorum.db);
      const access = await loadGroupAccess(db, request.viewer, request.params.groupID);
      if (access.status !== "invited") throw notFound("Invitation");
      const groupID = access.group.groupID;
      const userID = request.viewer.user.userID;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("groupApplicants").where("groupID", "=", groupID).where("userID", "=", userID).execute();
        if (answer === "accept") await trx.insertInto("groupMembers").values({ groupID, userID, role: "member", dateInserted: new Date() }).execute();
      });
      if (answer === "accept") return { groupID, userID, status: "member" };
      reply.code(204);
      return undefined;
    });
  }
}
