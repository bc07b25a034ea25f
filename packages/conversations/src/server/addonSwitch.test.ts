import type { NotificationStreamMessage, SiteBootstrap } from "@quorum/api";
import { buildBootstrap, defineServerAddon } from "@quorum/server";
import { openEventStream } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation } from "../shared/conversationSchemas";
import { createConversationsTestApp, type ConversationsTestApp } from "./testing/createConversationsTestApp";

let t: ConversationsTestApp;
let origin: string;
beforeAll(async () => {
  // The server render calls buildBootstrap with the page request; a fixture's route stands in for it here.
  const page = defineServerAddon({
    key: "pageFixture",
    name: "Page fixture",
    description: "",
    version: "0.1.0",
    alwaysOn: true,
    routes(app) {
      app.get("/page-bootstrap", async (request) => buildBootstrap(request.server, request));
    },
  });
  t = await createConversationsTestApp({ fixtures: [page] });
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

const bootstrapOf = async (cookie: string) => (await t.app.inject({ url: "/api/v2/page-bootstrap", headers: { cookie } })).json<SiteBootstrap>();
const toggle = async (enabled: boolean) =>
  expect((await t.call("admin", { method: "PATCH", url: "/addons/conversations", body: { enabled } })).statusCode).toBe(200);

describe("the unread count on open pages", () => {
  it("reaches the recipient's event stream when a message comes, and clears when they read it", async () => {
    const stream = await openEventStream(origin, t.cookies.bob);
    try {
      expect((await stream.next()).countUnreadConversations).toBe(0);
      const conversation = await t.start("alice", ["bob"], "Are you there?");
      let message: NotificationStreamMessage = await stream.next();
      // The notification job may publish too: the count is what matters.
      expect(message.countUnreadConversations).toBe(1);
      await t.call("bob", { method: "PUT", url: `/conversations/${conversation.conversationID}/read` });
      // Messages sent before the read may still arrive after it (PostgreSQL's NOTIFY comes in its own
      // time): read on until the count is 0; a count that never clears fails by the test's timeout.
      do message = await stream.next();
      while (message.countUnreadConversations !== 0);
      expect(message.countUnreadConversations).toBe(0);
    } finally {
      stream.close();
    }
  });

  it("is on the page's current user from the first render", async () => {
    await t.start("alice", ["member"], "For the page");
    expect((await bootstrapOf(t.cookies.member)).user.countUnreadConversations).toBe(1);
  });
});

describe("switching the add-on off and on", () => {
  it("answers 404 while off, keeps the data, and conversationsEnabled follows the switch", async () => {
    const conversation: Conversation = await t.start("alice", ["bob"], "Kept while off");
    expect((await bootstrapOf(t.cookies.alice)).config["conversationsEnabled"]).toBe(true);
    await toggle(false);
    try {
      expect((await t.call("alice", { url: `/conversations/${conversation.conversationID}` })).statusCode).toBe(404);
      expect((await t.call("alice", { url: "/conversations" })).statusCode).toBe(404);
      expect((await t.call("alice", { method: "POST", url: "/messages", body: { conversationID: conversation.conversationID, body: "x" } })).statusCode).toBe(
        404,
      );
      const boot = await bootstrapOf(t.cookies.alice);
      expect(boot.config["conversationsEnabled"]).toBe(false);
      expect(boot.user.countUnreadConversations).toBe(0);
      const counts = (await t.call("bob", { url: "/users/me-counts" })).json<{ counts: { name: string; count: number }[] }>();
      expect(counts.counts.find((c) => c.name === "UnreadConversations")?.count).toBe(0);
    } finally {
      await toggle(true);
    }
    const back = await t.call("alice", { url: `/conversations/${conversation.conversationID}` });
    expect(back.statusCode).toBe(200);
    expect(back.json<Conversation>().lastMessage?.excerpt).toBe("Kept while off");
    expect((await bootstrapOf(t.cookies.alice)).config["conversationsEnabled"]).toBe(true);
  });
});
