import type { ApiErrorBody, Notification } from "@quorum/api";
import { createUser } from "@quorum/server";
import { api, signIn } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../shared/conversationSchemas";
import { FLOOD_SETTING, STAFF_READ_SETTING } from "../CONVERSATION_SETTINGS";
import { createConversationsTestApp, type ConversationsTestApp, type Persona } from "../testing/createConversationsTestApp";

let t: ConversationsTestApp;
beforeAll(async () => {
  t = await createConversationsTestApp();
});
afterAll(() => t?.close());

const id = (name: Persona) => t.userIDs[name] ?? 0;
const listOf = async (as: Persona | "guest") => (await t.call(as, { url: "/conversations" })).json<Conversation[]>();
const fieldOf = (body: ApiErrorBody) => Object.keys(body.errors ?? {});

describe("who reads a conversation", () => {
  let conversation: Conversation;
  let message: Message;
  beforeAll(async () => {
    conversation = await t.start("alice", ["bob"], "A secret between us");
    message = (await t.call("alice", { url: `/messages?conversationID=${conversation.conversationID}` })).json<Message[]>()[0] as Message;
  });

  it("its participants, by every endpoint", async () => {
    for (const as of ["alice", "bob"] as const) {
      expect((await t.call(as, { url: `/conversations/${conversation.conversationID}` })).statusCode).toBe(200);
      const messages = await t.call(as, { url: `/messages?conversationID=${conversation.conversationID}` });
      expect(messages.json<Message[]>().map((m) => m.body)).toEqual(["<p>A secret between us</p>"]);
      expect((await t.call(as, { url: `/messages/${message.messageID}` })).statusCode).toBe(200);
      expect((await listOf(as)).map((c) => c.conversationID)).toContain(conversation.conversationID);
    }
  });

  it("nobody else: a guest, another member, a moderator and an administrator get 404 and see it in no list", async () => {
    for (const as of ["guest", "carol", "moderator", "admin"] as const) {
      const one = await t.call(as, { url: `/conversations/${conversation.conversationID}` });
      expect(one.statusCode, as).toBe(404);
      expect(one.json<ApiErrorBody>()).toEqual({ message: "Conversation not found.", status: 404 });
      expect((await t.call(as, { url: `/messages?conversationID=${conversation.conversationID}` })).statusCode, as).toBe(404);
      expect((await t.call(as, { url: `/messages/${message.messageID}` })).statusCode, as).toBe(404);
      expect(
        (await listOf(as)).map((c) => c.conversationID),
        as,
      ).not.toContain(conversation.conversationID);
      // Nor may they write in it, add people or change its read state.
      expect((await t.call(as, { method: "POST", url: "/messages", body: { conversationID: conversation.conversationID, body: "hi" } })).statusCode, as).toBe(
        404,
      );
      expect((await t.call(as, { method: "PUT", url: `/conversations/${conversation.conversationID}/read` })).statusCode, as).toBe(404);
    }
    // As missing as a conversation that never was.
    expect((await t.call("carol", { url: "/conversations/999999" })).json<ApiErrorBody>()).toEqual({ message: "Conversation not found.", status: 404 });
  });

  it("staff only when the site lets them, and then without writing in it", async () => {
    await t.app.quorum.config.patch({ [STAFF_READ_SETTING]: true });
    try {
      for (const as of ["moderator", "admin"] as const) {
        expect((await t.call(as, { url: `/conversations/${conversation.conversationID}` })).statusCode, as).toBe(200);
        expect((await t.call(as, { url: `/messages?conversationID=${conversation.conversationID}` })).statusCode, as).toBe(200);
        expect((await t.call(as, { method: "POST", url: "/messages", body: { conversationID: conversation.conversationID, body: "hi" } })).statusCode, as).toBe(
          404,
        );
      }
      // Members stay out.
      expect((await t.call("carol", { url: `/conversations/${conversation.conversationID}` })).statusCode).toBe(404);
    } finally {
      await t.app.quorum.config.patch({ [STAFF_READ_SETTING]: false });
    }
  });
});

describe("POST /conversations", () => {
  it("answers the conversation, sanitizes the body as comments are, and lists it for everyone in it", async () => {
    const response = await t.call("alice", {
      method: "POST",
      url: "/conversations",
      body: { participantUserIDs: [id("bob"), id("carol")], body: "Hi <script>alert(1)</script><b>all</b>", format: "html" },
    });
    expect(response.statusCode).toBe(201);
    const conversation = response.json<Conversation>();
    expect(conversation).toMatchObject({
      insertUserID: id("alice"),
      countMessages: 1,
      countParticipants: 3,
      unread: false,
      countUnread: 0,
      name: "bob, carol",
    });
    expect(conversation.participants.map((p) => p.userID).sort()).toEqual([id("alice"), id("bob"), id("carol")].sort());
    const [message] = (await t.call("carol", { url: `/messages?conversationID=${conversation.conversationID}` })).json<Message[]>();
    expect(message?.body).not.toContain("script");
    expect(message?.body).toContain("<b>all</b>");
    expect(conversation.lastMessage?.excerpt).toBe("Hi all");
  });

  it("refuses bad input with 422 naming the field, writing nothing", async () => {
    const before = await t.conversations
      .selectFrom("conversations")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ participantUserIDs: [], body: "x" }, "participantUserIDs"],
      [{ participantUserIDs: [id("alice")], body: "x" }, "participantUserIDs"],
      [{ participantUserIDs: [999999], body: "x" }, "participantUserIDs"],
      [{ participantUserIDs: [id("bob")], body: "" }, "body"],
      [{ participantUserIDs: [id("bob")], body: "x", format: "wiki" }, "format"],
      [{ participantUserIDs: [id("bob")], body: "   " }, "body"],
      [{ participantUserIDs: [id("bob")], body: "not json", format: "rich2" }, "body"],
      [{ participantUserIDs: [id("bob")], body: '[{"type":"p","children":[{"text":"  "}]}]', format: "rich2" }, "body"],
    ];
    for (const [body, field] of cases) {
      const response = await t.call("alice", { method: "POST", url: "/conversations", body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldOf(response.json<ApiErrorBody>())).toContain(field);
    }
    const after = await t.conversations
      .selectFrom("conversations")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("needs conversations.add: a guest, a member without it and a banned member get 403", async () => {
    expect((await t.call("guest", { method: "POST", url: "/conversations", body: { participantUserIDs: [id("bob")], body: "x" } })).statusCode).toBe(403);
    const dave = await createUser(t.db, {
      name: "quentin",
      email: "quentin@example.com",
      password: "quentin-password-1",
      roles: ["Member"],
      emailConfirmed: true,
    });
    const cookie = await signIn(t.app, "quentin", "quentin-password-1");
    const post = () => api(t.app, { method: "POST", url: "/conversations", cookie, body: { participantUserIDs: [id("bob")], body: "x" } });
    // The member role without the permission.
    const memberRole = await t.db.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow();
    await t.db
      .updateTable("rolePermissions")
      .set({ granted: false })
      .where("roleID", "=", memberRole.roleID)
      .where("permission", "=", "conversations.add")
      .execute();
    t.app.quorum.permissions.invalidate();
    try {
      expect((await post()).statusCode, "without the permission").toBe(403);
    } finally {
      await t.db
        .updateTable("rolePermissions")
        .set({ granted: true })
        .where("roleID", "=", memberRole.roleID)
        .where("permission", "=", "conversations.add")
        .execute();
      t.app.quorum.permissions.invalidate();
    }
    expect((await post()).statusCode).toBe(201);
    await t.db.updateTable("users").set({ banned: true }).where("userID", "=", dave).execute();
    t.app.quorum.sessions.forgetUser(dave);
    expect((await post()).statusCode, "banned").toBe(403);
  });

  it("limits new conversations per minute with a clear message", async () => {
    await t.app.quorum.config.patch({ [FLOOD_SETTING]: 2 });
    try {
      await t.start("member", ["bob"], "one");
      await t.start("member", ["bob"], "two");
      const third = await t.call("member", { method: "POST", url: "/conversations", body: { participantUserIDs: [id("bob")], body: "three" } });
      expect(third.statusCode).toBe(429);
      expect(third.json<ApiErrorBody>().message).toMatch(/^You are starting conversations too quickly\. Try again in /);
    } finally {
      await t.app.quorum.config.patch({ [FLOOD_SETTING]: 0 });
    }
  });
});

describe("blocks", () => {
  it("a blocked member cannot start a conversation with the blocker nor write where the blocker is, until unblocked", async () => {
    const earlier = await t.start("carol", ["bob"], "Before the block");
    expect((await t.call("bob", { method: "PUT", url: `/conversations/blocks/${id("carol")}` })).statusCode).toBe(204);
    const refused = await t.call("carol", { method: "POST", url: "/conversations", body: { participantUserIDs: [id("bob")], body: "Hi" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiErrorBody>().errors?.participantUserIDs?.[0]?.message).toBe("bob does not accept messages from you.");
    expect((await t.call("carol", { method: "POST", url: "/messages", body: { conversationID: earlier.conversationID, body: "Hi" } })).statusCode).toBe(403);
    // The blocker still writes to them.
    expect((await t.call("bob", { method: "POST", url: "/messages", body: { conversationID: earlier.conversationID, body: "Go away" } })).statusCode).toBe(201);
    expect((await t.call("bob", { method: "DELETE", url: `/conversations/blocks/${id("carol")}` })).statusCode).toBe(204);
    expect((await t.call("carol", { method: "POST", url: "/messages", body: { conversationID: earlier.conversationID, body: "Sorry" } })).statusCode).toBe(201);
    expect((await t.call("bob", { method: "PUT", url: `/conversations/blocks/${id("bob")}` })).statusCode).toBe(422);
  });
});

describe("a deleted account", () => {
  it("can be deleted after writing messages: it leaves its conversations, its messages stay with the placeholder author", async () => {
    const roseID = await createUser(t.db, { name: "rose", email: "rose@example.com", password: "rose-password-1", roles: ["Member"], emailConfirmed: true });
    const cookie = await signIn(t.app, "rose", "rose-password-1");
    const started = await api(t.app, {
      method: "POST",
      url: "/conversations",
      cookie,
      body: { participantUserIDs: [id("alice")], body: "From rose, soon gone" },
    });
    expect(started.statusCode).toBe(201);
    const talk = started.json<Conversation>();
    expect((await t.call("admin", { method: "DELETE", url: `/users/${roseID}` })).statusCode).toBe(204);
    const seen = await t.call("alice", { url: `/conversations/${talk.conversationID}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Conversation>().participants.map((p) => p.userID)).toEqual([id("alice")]);
    const messages = (await t.call("alice", { url: `/messages?conversationID=${talk.conversationID}` })).json<Message[]>();
    expect(messages.map((m) => [m.insertUserID, m.insertUser.name, m.body])).toEqual([[roseID, "Unknown", "<p>From rose, soon gone</p>"]]);
    expect((await t.call("alice", { url: "/conversations" })).statusCode).toBe(200);
  });
});

describe("the blocked members list and state", () => {
  it("lists the viewer's own blocks newest first, says whether one member is blocked, and tells a guest nobody is", async () => {
    const blocked = (as: Persona | "guest", who: Persona) => t.call(as, { url: `/conversations/blocks/${id(who)}` });
    expect((await blocked("member", "alice")).json()).toEqual({ userID: id("alice"), blocked: false });
    expect((await t.call("member", { method: "PUT", url: `/conversations/blocks/${id("alice")}` })).statusCode).toBe(204);
    expect((await t.call("member", { method: "PUT", url: `/conversations/blocks/${id("carol")}` })).statusCode).toBe(204);
    expect((await blocked("member", "alice")).json()).toEqual({ userID: id("alice"), blocked: true });
    // Another member's block is theirs alone.
    expect((await blocked("bob", "alice")).json()).toEqual({ userID: id("alice"), blocked: false });
    expect((await blocked("guest", "alice")).json()).toEqual({ userID: id("alice"), blocked: false });
    const list = await t.call("member", { url: "/conversations/blocks?limit=1" });
    expect(list.statusCode).toBe(200);
    expect(list.json<Array<{ userID: number; user: { name: string } }>>().map((row) => row.user.name)).toEqual(["carol"]);
    expect(list.headers["link"]).toContain("page=2");
    const second = await t.call("member", { url: "/conversations/blocks?limit=1&page=2" });
    expect(second.json<Array<{ userID: number }>>().map((row) => row.userID)).toEqual([id("alice")]);
    expect((await t.call("bob", { url: "/conversations/blocks" })).json()).toEqual([]);
    expect((await t.call("guest", { url: "/conversations/blocks" })).json()).toEqual([]);
    // Bad input names the field.
    expect((await t.call("member", { url: "/conversations/blocks?limit=0" })).statusCode).toBe(422);
    expect((await t.call("member", { url: "/conversations/blocks/abc" })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.call("member", { url: "/conversations/blocks/abc" })).statusCode).toBeLessThan(500);
    for (const who of ["alice", "carol"] as const) await t.call("member", { method: "DELETE", url: `/conversations/blocks/${id(who)}` });
    expect((await blocked("member", "alice")).json()).toEqual({ userID: id("alice"), blocked: false });
  });
});

describe("the inbox and read state", () => {
  it("lists unread first with the last message's excerpt, counts unread conversations, and clears on read", async () => {
    // admin is in no conversation yet.
    const older = await t.start("alice", ["admin"], "Older");
    const newer = await t.start("bob", ["admin"], "Newer");
    expect(await t.unread("admin")).toBe(2);
    expect((await t.call("admin", { url: "/users/me" })).json<{ countUnreadConversations: number }>().countUnreadConversations).toBe(2);
    expect((await t.call("admin", { method: "PUT", url: `/conversations/${newer.conversationID}/read` })).statusCode).toBe(204);
    expect(await t.unread("admin")).toBe(1);
    const inbox = await listOf("admin");
    expect(inbox.map((c) => [c.conversationID, c.unread])).toEqual([
      [older.conversationID, true],
      [newer.conversationID, false],
    ]);
    expect(inbox[0]).toMatchObject({ countUnread: 1, lastMessage: { excerpt: "Older", insertUserID: id("alice") }, name: "alice" });

    // A reply makes it unread again for the other side only, and newest.
    expect((await t.call("bob", { method: "POST", url: "/messages", body: { conversationID: newer.conversationID, body: "Me too" } })).statusCode).toBe(201);
    expect((await listOf("admin")).map((c) => c.conversationID)).toEqual([newer.conversationID, older.conversationID]);
    expect((await t.call("bob", { url: `/conversations/${newer.conversationID}` })).json<Conversation>().unread).toBe(false);
  });

  it("pages the inbox", async () => {
    for (let i = 0; i < 3; i++) await t.start("moderator", ["member"], `Page ${i}`);
    const first = await t.call("member", { url: "/conversations?limit=2&page=1" });
    expect(first.json<Conversation[]>()).toHaveLength(2);
    expect(first.headers.link).toContain("page=2");
    const second = await t.call("member", { url: "/conversations?limit=2&page=2" });
    expect(second.json<Conversation[]>().length).toBeGreaterThan(0);
    expect(second.json<Conversation[]>()[0]?.conversationID).not.toBe(first.json<Conversation[]>()[1]?.conversationID);
  });

  it("leaving drops it from the leaver's inbox and reads; adding someone lets them read it from the start", async () => {
    const conversation = await t.start("alice", ["bob"], "First");
    const added = await t.call("bob", {
      method: "POST",
      url: `/conversations/${conversation.conversationID}/participants`,
      body: { participantUserIDs: [id("carol")] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<Conversation>().countParticipants).toBe(3);
    expect((await t.call("carol", { url: `/messages?conversationID=${conversation.conversationID}` })).json<Message[]>().map((m) => m.body)).toEqual([
      "<p>First</p>",
    ]);
    expect((await t.call("bob", { method: "DELETE", url: `/conversations/${conversation.conversationID}/leave` })).statusCode).toBe(204);
    expect((await listOf("bob")).map((c) => c.conversationID)).not.toContain(conversation.conversationID);
    expect((await t.call("bob", { url: `/conversations/${conversation.conversationID}` })).statusCode).toBe(404);
    const seen = (await t.call("alice", { url: `/conversations/${conversation.conversationID}` })).json<Conversation>();
    expect(seen.participants.find((p) => p.userID === id("bob"))?.status).toBe("left");
    expect(seen.countParticipants).toBe(2);
    expect(
      (await t.call("bob", { method: "POST", url: `/conversations/${conversation.conversationID}/participants`, body: { participantUserIDs: [id("bob")] } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("notifications", () => {
  it("a new message notifies the other participants, not the sender", async () => {
    const conversation = await t.start("carol", ["member"], "Ping");
    await t.app.quorum.notifications.worker.idle();
    const theirs = (await t.call("member", { url: "/notifications" })).json<Notification[]>();
    expect(theirs.find((n) => n.url === `/messages/${conversation.conversationID}`)).toMatchObject({ body: "<b>carol</b> sent you a message", read: false });
    const mine = (await t.call("carol", { url: "/notifications" })).json<Notification[]>();
    expect(mine.find((n) => n.url === `/messages/${conversation.conversationID}`)).toBeUndefined();
  });
});
