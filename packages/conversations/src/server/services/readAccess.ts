import { hasPermission } from "@quorum/api";
import { notFound, type Viewer } from "@quorum/server";
import type { FastifyRequest } from "fastify";
import type { ConversationsDb } from "../db/ConversationTables";
import { STAFF_READ_SETTING } from "../CONVERSATION_SETTINGS";

/** How the viewer may read one conversation: as a participant (with their read state), or as staff. */
export type ReadAccess = { kind: "participant"; countUnread: number } | { kind: "staff" };

/** Whether the viewer is staff (`community.moderate`) on a site whose setting lets staff read every conversation. */
async function staffMayRead(request: FastifyRequest): Promise<boolean> {
  if (!hasPermission(request.viewer.permissions, "community.moderate")) return false;
  return (await request.server.quorum.config.all())[STAFF_READ_SETTING] === true;
}

/**
 * Who may read a conversation: its participants who have not left it, and staff only when the site
 * lets them. Anyone else (a guest, another member, staff by default) gets 404, as for a
 * conversation that does not exist, so no answer tells one from the other.
 */
export async function readAccess(db: ConversationsDb, request: FastifyRequest, conversationID: number): Promise<ReadAccess> {
  const viewer: Viewer = request.viewer;
  const row = await db
    .selectFrom("conversations as c")
    .leftJoin("conversationParticipants as p", (join) =>
      join.onRef("p.conversationID", "=", "c.conversationID").on("p.userID", "=", viewer.user.userID).on("p.left", "=", false),
    )
    .select(["c.conversationID", "p.userID", "p.countUnread"])
    .where("c.conversationID", "=", conversationID)
    .executeTakeFirst();
  if (row && viewer.user.userID > 0 && row.userID !== null) return { kind: "participant", countUnread: row.countUnread ?? 0 };
  if (row && (await staffMayRead(request))) return { kind: "staff" };
  throw notFound("Conversation");
}
