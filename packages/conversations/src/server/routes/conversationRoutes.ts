import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { notFound, setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { ConversationListQuerySchema, ConversationPostSchema, ConversationSchema, ParticipantsPostSchema } from "../../shared/conversationSchemas";
import { conversationsDb } from "../db/ConversationTables";
import { messageNotifications } from "../notifications/messageNotifications";
import { announceCounts } from "../services/announceCounts";
import { checkBody } from "../services/checkBody";
import { checkRecipients } from "../services/checkRecipients";
import { floodLimit } from "../services/floodLimit";
import { inboxRows } from "../services/inboxRows";
import { insertMessage } from "../services/insertMessage";
import { readAccess } from "../services/readAccess";
import { requireMaySend } from "../services/requireMaySend";
import { serializeConversations } from "../services/serializeConversations";

const DEFAULT_LIMIT = 30;

/**
 * `GET /conversations` (the viewer's inbox), `POST /conversations`, `GET /conversations/{id}`,
 * `POST /conversations/{id}/participants`, `DELETE /conversations/{id}/leave` and
 * `PUT /conversations/{id}/read` (Vanilla's shapes; spec §7). Every mutation is one transaction.
 */
export function conversationRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/conversations", { schema: { querystring: ConversationListQuerySchema } }, async (request, reply) => {
    const db = conversationsDb(request.server.quorum.db);
    const viewerID = request.viewer.user.userID;
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? DEFAULT_LIMIT;
    if (viewerID === 0) {
      setPagingHeaders(reply, request, { page, limit, total: 0, hasNext: false });
      return [];
    }
    const rows = await inboxRows(db, viewerID, page, limit).execute();
    const hasNext = rows.length > limit;
    const shown = rows.slice(0, limit);
    setPagingHeaders(reply, request, { page, limit, hasNext });
    return serializeConversations(
      db,
      shown.map((r) => r.conversationID),
      viewerID,
      new Map(shown.map((r) => [r.conversationID, r.countUnread])),
    );
  });

  typed.post("/conversations", { schema: { body: ConversationPostSchema, response: { 201: ConversationSchema } } }, async (request, reply) => {
    requireMaySend(request);
    await floodLimit(request);
    const db = conversationsDb(request.server.quorum.db);
    const senderID = request.viewer.user.userID;
    const { body, format } = checkBody(request.body.body, request.body.format);
    const { conversationID, messageID, recipients } = await db.transaction().execute(async (trx) => {
      const recipients = await checkRecipients(trx, senderID, request.body.participantUserIDs);
      const { conversationID } = await trx
        .insertInto("conversations")
        .values({ insertUserID: senderID, countParticipants: recipients.length + 1 })
        .returning("conversationID")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("conversationParticipants")
        .values([senderID, ...recipients].map((userID) => ({ conversationID, userID })))
        .execute();
      const messageID = await insertMessage(trx, { conversationID, senderID, body, format });
      return { conversationID, messageID, recipients };
    });
    // After the commit, before the answer: the fan-out runs after the response (spec §3).
    await request.server.quorum.notifications.emit(messageNotifications, { messageID }, senderID);
    await announceCounts(request, recipients);
    const [conversation] = await serializeConversations(db, [conversationID], senderID, new Map());
    if (!conversation) throw notFound("Conversation");
    return reply.code(201).send(conversation);
  });

  typed.get("/conversations/:id", { schema: { params: RecordIDParamsSchema, response: { 200: ConversationSchema } } }, async (request) => {
    const db = conversationsDb(request.server.quorum.db);
    const access = await readAccess(db, request, request.params.id);
    const unread = new Map(access.kind === "participant" ? [[request.params.id, access.countUnread]] : []);
    const [conversation] = await serializeConversations(db, [request.params.id], request.viewer.user.userID, unread);
    if (!conversation) throw notFound("Conversation");
    return conversation;
  });

  typed.post(
    "/conversations/:id/participants",
    { schema: { params: RecordIDParamsSchema, body: ParticipantsPostSchema, response: { 200: ConversationSchema } } },
    async (request) => {
      const db = conversationsDb(request.server.quorum.db);
      const conversationID = request.params.id;
      const viewerID = request.viewer.user.userID;
      // Only those in it add people: staff allowed to read it are not in it.
      if ((await readAccess(db, request, conversationID)).kind !== "participant") throw notFound("Conversation");
      requireMaySend(request);
      const added = await db.transaction().execute(async (trx) => {
        const wanted = await checkRecipients(trx, viewerID, request.body.participantUserIDs);
        const present = await trx
          .selectFrom("conversationParticipants")
          .select(["userID", "left"])
          .where("conversationID", "=", conversationID)
          .where("userID", "in", wanted)
          .execute();
        const fresh = wanted.filter((id) => !present.some((p) => p.userID === id));
        const returning = present.filter((p) => p.left).map((p) => p.userID);
        const { countMessages } = await trx
          .selectFrom("conversations")
          .select("countMessages")
          .where("conversationID", "=", conversationID)
          .executeTakeFirstOrThrow();
        // Those added read the conversation from its start: all of it is new to them.
        if (fresh.length > 0)
          await trx
            .insertInto("conversationParticipants")
            .values(fresh.map((userID) => ({ conversationID, userID, countUnread: countMessages })))
            .execute();
        if (returning.length > 0)
          await trx
            .updateTable("conversationParticipants")
            .set({ left: false, countUnread: countMessages })
            .where("conversationID", "=", conversationID)
            .where("userID", "in", returning)
            .execute();
        const changed = [...fresh, ...returning];
        if (changed.length > 0)
          await trx
            .updateTable("conversations")
            .set((eb) => ({ countParticipants: eb("countParticipants", "+", changed.length) }))
            .where("conversationID", "=", conversationID)
            .execute();
        return changed;
      });
      await announceCounts(request, added);
      const access = await readAccess(db, request, conversationID);
      const unread = new Map(access.kind === "participant" ? [[conversationID, access.countUnread]] : []);
      const [conversation] = await serializeConversations(db, [conversationID], viewerID, unread);
      if (!conversation) throw notFound("Conversation");
      return conversation;
    },
  );

  typed.delete("/conversations/:id/leave", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    const db = conversationsDb(request.server.quorum.db);
    const conversationID = request.params.id;
    if ((await readAccess(db, request, conversationID)).kind !== "participant") throw notFound("Conversation");
    await db.transaction().execute(async (trx) => {
      const left = await trx
        .updateTable("conversationParticipants")
        .set({ left: true, countUnread: 0 })
        .where("conversationID", "=", conversationID)
        .where("userID", "=", request.viewer.user.userID)
        .where("left", "=", false)
        .executeTakeFirst();
      if (Number(left.numUpdatedRows) > 0)
        await trx
          .updateTable("conversations")
          .set((eb) => ({ countParticipants: eb("countParticipants", "-", 1) }))
          .where("conversationID", "=", conversationID)
          .execute();
    });
    await announceCounts(request, [request.viewer.user.userID]);
    return reply.code(204).send();
  });

  typed.put("/conversations/:id/read", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    const db = conversationsDb(request.server.quorum.db);
    const conversationID = request.params.id;
    // Staff reading a conversation they are not in have no read state to change.
    if ((await readAccess(db, request, conversationID)).kind !== "participant") return reply.code(204).send();
    await db.transaction().execute(async (trx) => {
      const { lastMessageID } = await trx
        .selectFrom("conversations")
        .select("lastMessageID")
        .where("conversationID", "=", conversationID)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("conversationParticipants")
        .set({ countUnread: 0, lastReadMessageID: lastMessageID ?? 0, dateLastViewed: new Date() })
        .where("conversationID", "=", conversationID)
        .where("userID", "=", request.viewer.user.userID)
        .execute();
    });
    await announceCounts(request, [request.viewer.user.userID]);
    return reply.code(204).send();
  });
}
