import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordID } from "@quorum/api";
import { forbidden, notFound, validationError } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { conversationsDb } from "../db/ConversationTables";

const Params = Type.Object({ userID: RecordID() });

/**
 * `PUT /conversations/blocks/{userID}` blocks a member (they then cannot message the blocker: no
 * new conversation with them, no message where they take part); `DELETE` lifts it. 204 either way.
 */
export function blockRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.put("/conversations/blocks/:userID", { schema: { params: Params } }, async (request, reply) => {
    const viewerID = request.viewer.user.userID;
    if (viewerID === 0) throw forbidden("Permission Problem", "Sign in to block members.");
    const { userID } = request.params;
    if (userID === viewerID) throw validationError("userID", "You cannot block yourself.", "self");
    const db = conversationsDb(request.server.quorum.db);
    await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
      if (!user) throw notFound("User");
      await trx
        .insertInto("conversationBlocks")
        .values({ userID: viewerID, blockedUserID: userID })
        .onConflict((oc) => oc.columns(["userID", "blockedUserID"]).doNothing())
        .execute();
    });
    return reply.code(204).send();
  });

  typed.delete("/conversations/blocks/:userID", { schema: { params: Params } }, async (request, reply) => {
    const viewerID = request.viewer.user.userID;
    if (viewerID === 0) throw forbidden("Permission Problem", "Sign in to block members.");
    const db = conversationsDb(request.server.quorum.db);
    await db.deleteFrom("conversationBlocks").where("userID", "=", viewerID).where("blockedUserID", "=", request.params.userID).execute();
    return reply.code(204).send();
  });
}
