import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * A private conversation (issue 15): the member writes to the second member, and nobody else — a
 * guest, the moderator, the administrator (staff read them only with `conversations.moderatorsRead`,
 * off on a fresh site) — may see it or its message: in no list, and by id answered as a missing
 * one, through the conversation, its messages and the message itself.
 */
export const conversationKind: HiddenKind = {
  name: "conversations",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions, userIDs } = ctx;
    const body = `${marker} private message body`;
    const conversation = await callOk<{ conversationID: number }>(sessions.member, "POST", "/api/v2/conversations", {
      participantUserIDs: [userIDs.member2],
      body,
      format: "markdown",
    });
    const [message] = await callOk<Array<{ messageID: number }>>(sessions.member, "GET", `/api/v2/messages?conversationID=${conversation.conversationID}`);
    if (!message) throw new Error("set-up: the conversation has no message");
    const visibleTo = new Set(["member", "member2"] as const);
    return [
      {
        kind: "conversation",
        id: conversation.conversationID,
        visibleTo,
        texts: [body],
        idKeys: ["conversationID"],
        idPaths: [`/messages/${conversation.conversationID}`],
        probes: [
          { hidden: `/api/v2/conversations/${conversation.conversationID}`, missing: `/api/v2/conversations/${missingID}` },
          { hidden: `/api/v2/messages?conversationID=${conversation.conversationID}`, missing: `/api/v2/messages?conversationID=${missingID}` },
          { hidden: `/messages/${conversation.conversationID}`, missing: `/messages/${missingID}` },
        ],
      },
      {
        kind: "message",
        id: message.messageID,
        visibleTo,
        texts: [body],
        idKeys: ["messageID"],
        idPaths: [],
        probes: [{ hidden: `/api/v2/messages/${message.messageID}`, missing: `/api/v2/messages/${missingID}` }],
      },
    ];
  },
};
