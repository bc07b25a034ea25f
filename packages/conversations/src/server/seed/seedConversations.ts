import type { SeedContext } from "@quorum/server";
import { conversationsDb } from "../db/ConversationTables";
import { insertMessage } from "../services/insertMessage";
import { DEMO_CONVERSATIONS } from "./DEMO_CONVERSATIONS";

/**
 * Demo content: a few conversations between the demo accounts and the forum demo's members
 * (created when missing), written as members write them. Runs on a demo site only, once, when the
 * add-on is first enabled there (or at the demo site's first start while it is). They start read:
 * the demo accounts open the site with no unread count they did not cause.
 */
export async function seedConversations(ctx: SeedContext): Promise<void> {
  const db = conversationsDb(ctx.db);
  const names = [...new Set(DEMO_CONVERSATIONS.flatMap((demo) => demo.participants))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const id = (name: string): number => users.get(name) ?? 0;
  for (const demo of DEMO_CONVERSATIONS) {
    const participants = demo.participants.map(id);
    const { conversationID } = await db
      .insertInto("conversations")
      .values({ insertUserID: participants[0] ?? 0, countParticipants: participants.length })
      .returning("conversationID")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("conversationParticipants")
      .values(participants.map((userID) => ({ conversationID, userID })))
      .execute();
    let lastMessageID = 0;
    for (const [author, body] of demo.messages) {
      lastMessageID = await insertMessage(db, { conversationID, senderID: id(author), body, format: "text" });
    }
    await db
      .updateTable("conversationParticipants")
      .set({ countUnread: 0, lastReadMessageID: lastMessageID })
      .where("conversationID", "=", conversationID)
      .execute();
  }
}
