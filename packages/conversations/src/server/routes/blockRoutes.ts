import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordID } from "@quorum/api";
import { forbidden, notFound, setPagingHeaders, validationError } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { ConversationListQuerySchema } from "../../shared/conversationSchemas";
import { conversationsDb } from "../db/ConversationTables";
import { unknownUser, userFragments } from "../services/userFragments";

const Params = Type.Object({ userID: RecordID() });

const DEFAULT_LIMIT = 30;

/**
 * `GET /conversations/blocks` lists the members the viewer blocked (newest first, paged);
 * `GET /conversations/blocks/{userID}` says whether the viewer blocked one (the Block button's
 * state). A guest has blocked nobody. `PUT /conversations/blocks/{userID}` blocks a member (they then cannot message the blocker: no
 * new conversation with them, no message where they take part); `DELETE` lifts it. 204 either way.
 */
export function blockRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/conversations/blocks", { schema: { querystring: ConversationListQuerySchema } }, async (request, reply) => {
    const viewerID = request.viewer.user.userID;
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? DEFAULT_LIMIT;
    const db = conversationsDb(request.server.quorum.db);
    const rows =
      viewerID === 0
        ? []
        : await db
            .selectFrom("conversationBlocks")
            .select(["blockedUserID", "dateInserted"])
            .where("userID", "=", viewerID)
            .orderBy("dateInserted", "desc")
            .orderBy("blockedUserID", "desc")
            .limit(limit + 1)
            .offset((page - 1) * limit)
            .execute();
    const shown = rows.slice(0, limit);
    setPagingHeaders(reply, request, { page, limit, hasNext: rows.length > limit });
    const users = await userFragments(
      db,
      shown.map((row) => row.blockedUserID),
    );
    return shown.map((row) => ({
      userID: row.blockedUserID,
      user: users.get(row.blockedUserID) ?? unknownUser(row.blockedUserID),
      dateInserted: row.dateInserted.toISOString(),
    }));
  });

  typed.get("/conversations/blocks/:userID", { schema: { params: Params } }, async (request) => {
    const viewerID = request.viewer.user.userID;
    const { userID } = request.params;
    const row =
      viewerID === 0
        ? undefined
        : await conversationsDb(request.server.quorum.db)
            .selectFrom("conversationBlocks")
            .select("userID")
            .where("userID", "=", viewerID)
            .where("blockedUserID", "=", userID)
            .executeTakeFirst();
    return { userID, blocked: row !== undefined };
  });

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
