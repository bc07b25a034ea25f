import type { PermissionsPayload, UserFragment } from "@quorum/api";
import type { ClientBootstrap } from "@quorum/core";
import { MEMBER, MEMBER_PERMISSIONS, memberBootstrap } from "@quorum/core/testing";
import type { Conversation, Message } from "../../shared/conversationSchemas";

export const GRACE: UserFragment = { userID: 9, name: "Grace", url: "/profile/Grace", photoUrl: "https://example.com/grace.png", dateLastActive: null };
const ME: UserFragment = {
  userID: MEMBER.userID,
  name: MEMBER.name,
  url: `/profile/${MEMBER.name}`,
  photoUrl: "https://example.com/me.png",
  dateLastActive: null,
};

/** A conversation of the test member (`MEMBER`) with Grace, as the API answers it. */
export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    conversationID: 12,
    name: "Grace",
    url: "/messages/12",
    insertUserID: GRACE.userID,
    insertUser: GRACE,
    dateInserted: "2026-11-01T10:00:00.000Z",
    countMessages: 2,
    countParticipants: 2,
    countUnread: 0,
    unread: false,
    lastMessage: { messageID: 31, insertUserID: MEMBER.userID, insertUser: ME, dateInserted: "2026-11-01T11:00:00.000Z", excerpt: "Fine, thanks" },
    participants: [
      { userID: GRACE.userID, status: "participating", user: GRACE },
      { userID: MEMBER.userID, status: "participating", user: ME },
    ],
    ...overrides,
  };
}

/** Its two messages, oldest first. */
export const MESSAGES: Message[] = [
  { messageID: 30, conversationID: 12, insertUserID: GRACE.userID, insertUser: GRACE, body: "<p>How are you?</p>", dateInserted: "2026-11-01T10:00:00.000Z" },
  { messageID: 31, conversationID: 12, insertUserID: MEMBER.userID, insertUser: ME, body: "<p>Fine, thanks</p>", dateInserted: "2026-11-01T11:00:00.000Z" },
];

/** The test member's bootstrap on a site with messages, holding `conversations.add`. */
export function messagingBootstrap(): ClientBootstrap {
  const permissions: PermissionsPayload = {
    ...MEMBER_PERMISSIONS,
    permissions: MEMBER_PERMISSIONS.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, "conversations.add": true } } : p)),
  };
  return memberBootstrap({ permissions, config: { conversationsEnabled: true }, addons: [{ key: "conversations", version: "0.1.0" }] });
}
