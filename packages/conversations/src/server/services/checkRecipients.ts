import { validationError } from "@quorum/server";
import type { ConversationsDb } from "../db/ConversationTables";

/**
 * The members a sender may write to, or a 422 naming `participantUserIDs`: every id must be a
 * member, and none may have blocked the sender. The sender's own id is dropped (one is always in
 * their own conversations); nobody else left is a 422 too.
 */
export async function checkRecipients(db: ConversationsDb, senderID: number, userIDs: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(userIDs)].filter((id) => id !== senderID);
  if (wanted.length === 0) throw validationError("participantUserIDs", "Add at least one other member.", "noRecipients");
  const users = await db.selectFrom("users").select(["userID", "name"]).where("userID", "in", wanted).execute();
  const missing = wanted.filter((id) => !users.some((u) => u.userID === id));
  if (missing.length > 0) throw validationError("participantUserIDs", `No member has the id ${missing.join(", ")}.`, "unknownUser");
  const blockers = await db.selectFrom("conversationBlocks").select("userID").where("userID", "in", wanted).where("blockedUserID", "=", senderID).execute();
  if (blockers.length > 0) {
    const names = users.filter((u) => blockers.some((b) => b.userID === u.userID)).map((u) => u.name);
    throw validationError("participantUserIDs", `${names.join(", ")} does not accept messages from you.`, "blocked");
  }
  return wanted;
}
