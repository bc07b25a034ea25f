// The server half of @quorum/conversations (`@quorum/conversations/server`): private messages between
// members — conversations, their participants and messages, read state, blocks, a flood limit, a
// notification per message and the unread conversation count.
import { defineServerAddon, userHooks } from "@quorum/server";
import { CONVERSATION_SETTINGS } from "./CONVERSATION_SETTINGS";
import { conversationsDb } from "./db/ConversationTables";
import { m0001Conversations } from "./migrations/0001_conversations";
import { m0002DeletedUsers } from "./migrations/0002_deleted_users";
import { messageNotifications } from "./notifications/messageNotifications";
import { blockRoutes } from "./routes/blockRoutes";
import { conversationRoutes } from "./routes/conversationRoutes";
import { seedConversations } from "./seed/seedConversations";
import { messageRoutes } from "./routes/messageRoutes";
import { countUnreadConversations } from "./services/countUnreadConversations";
import { quorum } from "../../package.json";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Conversations",
  description: "Private messages between members: an inbox, conversations with several members, unread counts and notifications.",
  version: "0.1.0",
  coreVersion: "^0.1.0",
  enabledByDefault: true,
  // `conversations.add` (spec §6) is the forum's permission, granted to members.
  requires: { forum: "^0.1" },
  settings: CONVERSATION_SETTINGS,
  migrations: [m0001Conversations, m0002DeletedUsers],
  seed: seedConversations,
  extend: [
    userHooks.counts.with({
      name: "UnreadConversations",
      field: "countUnreadConversations",
      count: (db, userIDs) => countUnreadConversations(conversationsDb(db), userIDs),
    }),
  ],
  routes(app) {
    // Registered here too, so a restarted process works the events left waiting.
    app.quorum.notifications.register(messageNotifications);
    conversationRoutes(app);
    messageRoutes(app);
    blockRoutes(app);
  },
});

export type { Conversation, ConversationPost, Message, MessagePost, Participant } from "../shared/conversationSchemas";
export { CONVERSATION_SETTINGS, FLOOD_SETTING, STAFF_READ_SETTING } from "./CONVERSATION_SETTINGS";
