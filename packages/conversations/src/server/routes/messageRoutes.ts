import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { forbidden, notFound, setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { MessageListQuerySchema, MessagePostSchema, MessageSchema } from "../../shared/conversationSchemas";
import { conversationsDb } from "../db/ConversationTables";
import { messageNotifications } from "../notifications/messageNotifications";
import { announceCounts } from "../services/announceCounts";
import { checkBody } from "../services/checkBody";
import { insertMessage } from "../services/insertMessage";
import { readAccess } from "../services/readAccess";
import { requireMaySend } from "../services/requireMaySend";
import { serializeMessages } from "../services/serializeMessages";

const DEFAULT_LIMIT = 50;
const COLUMNS = ["messageID", "conversationID", "insertUserID", "bodyHtml", "dateInserted"] as const;

/** `GET /messages?conversationID=` (oldest first, paged), `GET /messages/{id}`, `POST /messages` (Vanilla's shapes). */
export function messageRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/messages", { schema: { querystring: MessageListQuerySchema } }, async (request, reply) => {
    const db = conversationsDb(request.server.quorum.db);
    const { conversationID } = request.query;
    await readAccess(db, request, conversationID);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? DEFAULT_LIMIT;
    const [rows, conversation] = await Promise.all([
      db
        .selectFrom("conversationMessages")
        .select(COLUMNS)
        .where("conversationID", "=", conversationID)
        .orderBy("messageID")
        .offset((page - 1) * limit)
        .limit(limit)
        .execute(),
      db.selectFrom("conversations").select("countMessages").where("conversationID", "=", conversationID).executeTakeFirstOrThrow(),
    ]);
    setPagingHeaders(reply, request, { page, limit, total: conversation.countMessages, hasNext: page * limit < conversation.countMessages });
    return serializeMessages(db, rows);
  });

  typed.get("/messages/:id", { schema: { params: RecordIDParamsSchema, response: { 200: MessageSchema } } }, async (request) => {
    const db = conversationsDb(request.server.quorum.db);
    const row = await db.selectFrom("conversationMessages").select(COLUMNS).where("messageID", "=", request.params.id).executeTakeFirst();
    if (!row) throw notFound("Message");
    // A message of a conversation the viewer may not read is as missing as one that never was.
    await readAccess(db, request, row.conversationID).catch(() => {
      throw notFound("Message");
    });
    const [message] = await serializeMessages(db, [row]);
    return message;
  });

  typed.post("/messages", { schema: { body: MessagePostSchema, response: { 201: MessageSchema } } }, async (request, reply) => {
    const db = conversationsDb(request.server.quorum.db);
    const { conversationID } = request.body;
    const senderID = request.viewer.user.userID;
    // Only those in it write: staff allowed to read a conversation are not in it.
    if ((await readAccess(db, request, conversationID)).kind !== "participant") throw notFound("Conversation");
    requireMaySend(request);
    const { body, format } = checkBody(request.body.body, request.body.format);
    const { messageID, recipients } = await db.transaction().execute(async (trx) => {
      const others = await trx
        .selectFrom("conversationParticipants")
        .select("userID")
        .where("conversationID", "=", conversationID)
        .where("userID", "!=", senderID)
        .where("left", "=", false)
        .execute();
      const recipients = others.map((o) => o.userID);
      if (recipients.length > 0) {
        const blocked = await trx
          .selectFrom("conversationBlocks")
          .select("userID")
          .where("userID", "in", recipients)
          .where("blockedUserID", "=", senderID)
          .executeTakeFirst();
        if (blocked) throw forbidden("Permission Problem", "Someone in this conversation does not accept messages from you.");
      }
      return { messageID: await insertMessage(trx, { conversationID, senderID, body, format }), recipients };
    });
    await request.server.quorum.notifications.emit(messageNotifications, { messageID }, senderID);
    await announceCounts(request, recipients);
    const row = await db.selectFrom("conversationMessages").select(COLUMNS).where("messageID", "=", messageID).executeTakeFirstOrThrow();
    const [message] = await serializeMessages(db, [row]);
    if (!message) throw notFound("Message");
    return reply.code(201).send(message);
  });
}
