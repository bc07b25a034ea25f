import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../shared/conversationSchemas";
import conversations from "../index";

let t: ForumTestApp;

// The real forum, seeded as a new site, marked a demo site; conversations start disabled and a
// site manager enables them, as on a real site (the migration runs then, and the demo seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [conversations], disabled: ["conversations"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});
afterAll(() => t?.close());

describe("the demo conversations", () => {
  it("are written when conversations are enabled on a demo site: between the demo accounts, in order, already read", async () => {
    expect((await t.call("member", { url: "/conversations" })).statusCode).toBe(404);
    expect((await api(t.app, { method: "PATCH", url: "/addons/conversations", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
    const inbox = await t.call("member", { url: "/conversations" });
    expect(inbox.statusCode).toBe(200);
    const listed = inbox.json<Conversation[]>();
    expect(listed).toHaveLength(2);
    expect(listed.map((c) => c.participants.map((p) => p.user.name).sort())).toEqual(
      expect.arrayContaining([
        ["member", "moderator"],
        ["alice", "bob", "member"],
      ]),
    );
    // Nothing unread for the demo accounts: the site opens with no count they did not cause.
    expect(listed.every((c) => c.countUnread === 0 && !c.unread)).toBe(true);
    const welcome = listed.find((c) => c.participants.some((p) => p.user.name === "moderator")) as Conversation;
    const messages = (await t.call("member", { url: `/messages?conversationID=${welcome.conversationID}` })).json<Message[]>();
    expect(messages.map((m) => m.insertUser.name)).toEqual(["moderator", "member", "moderator"]);
    expect(messages[0]?.body).toContain("Welcome to the community!");
    // The staff talk is theirs alone.
    expect((await t.call("admin", { url: "/conversations" })).json<Conversation[]>()).toHaveLength(1);
  });
});
