import { createForumTestApp, testPassword, type ForumTestApp } from "@quorum/forum/testing";
import type { ServerAddon } from "@quorum/server";
import { api, signIn, type ApiRequest } from "@quorum/server/testing";
import type { LightMyRequestResponse } from "fastify";
import type { Conversation } from "../../shared/conversationSchemas";
import { FLOOD_SETTING } from "../CONVERSATION_SETTINGS";
import conversations from "../index";
import { conversationsDb, type ConversationsDb } from "../db/ConversationTables";

export type Persona = "admin" | "moderator" | "member" | "alice" | "bob" | "carol";

export interface ConversationsTestApp extends Omit<ForumTestApp, "call"> {
  conversations: ConversationsDb;
  /** Sends a request as a persona, or as a guest. */
  call(as: Persona | "guest", request: ApiRequest): Promise<LightMyRequestResponse>;
  /** `POST /conversations` from `from` to `to`; throws unless 201. */
  start(from: Persona, to: readonly Persona[], body?: string): Promise<Conversation>;
  /** The `UnreadConversations` count of `GET /users/me-counts`. */
  unread(as: Persona): Promise<number | undefined>;
}

/**
 * The real forum (seeded as a new site is) with the conversations add-on (unless
 * `disabled: ["conversations"]`). alice, bob, carol and member are members, moderator a moderator,
 * admin an administrator. `fixtures` are add-ons installed beside it (routes a test needs). Share one per file.
 */
export async function createConversationsTestApp(
  options: { disabled?: readonly string[]; fixtures?: readonly ServerAddon[] } = {},
): Promise<ConversationsTestApp> {
  const forum = await createForumTestApp({ addons: [conversations, ...(options.fixtures ?? [])], ...(options.disabled ? { disabled: options.disabled } : {}) });
  // Tests start conversations far faster than any person: the flood limit is off unless a test turns it on.
  await forum.app.quorum.config.patch({ [FLOOD_SETTING]: 0 });
  const cookies: Record<Persona, string> = { ...forum.cookies, carol: await signIn(forum.app, "carol", testPassword("carol")) };
  const call = (as: Persona | "guest", request: ApiRequest) => api(forum.app, { ...request, ...(as === "guest" ? {} : { cookie: cookies[as] }) });
  const ids = (names: readonly Persona[]) => names.map((name) => forum.userIDs[name] ?? 0);
  return {
    ...forum,
    conversations: conversationsDb(forum.db),
    call,
    async start(from, to, body = "Hello there") {
      const response = await call(from, { method: "POST", url: "/conversations", body: { participantUserIDs: ids(to), body, format: "text" } });
      if (response.statusCode !== 201) throw new Error(`Starting a conversation failed: ${response.statusCode} ${response.body}`);
      return response.json<Conversation>();
    },
    async unread(as) {
      const counts = (await call(as, { url: "/users/me-counts" })).json<{ counts: { name: string; count: number }[] }>();
      return counts.counts.find((c) => c.name === "UnreadConversations")?.count;
    },
  };
}
