import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../../testing/createForumTestApp";

// The throttle's clock, moved by hand: a minute passes with no waiting.
let clock = Date.parse("2026-03-01T12:00:00Z");

let t: ForumTestApp;
let general: number;
let thread: number;
beforeAll(async () => {
  t = await createForumTestApp({ now: () => clock });
  general = await t.categoryID("general");
  thread = await t.discussionID("Share your setup");
  // The harness turns the throttle off for feature tests; this file tries the site's default.
  await t.app.quorum.config.patch({ "posting.maxPerMinute": 10 });
});
afterAll(() => t?.close());

const comment = (who: DemoUser, body = "Another thought.") =>
  t.call(who, { method: "POST", url: "/comments", body: { discussionID: thread, body, format: "text" } });
const discussion = (who: DemoUser, name: string) =>
  t.call(who, { method: "POST", url: "/discussions", body: { name, body: "Some words", format: "text", categoryID: general } });
const commentsBy = async (who: DemoUser) =>
  (
    await t.forum
      .selectFrom("comments")
      .select("commentID")
      .where("insertUserID", "=", t.userIDs[who] ?? -1)
      .execute()
  ).length;

describe("posting flood throttle (posting.maxPerMinute)", () => {
  it("refuses a member's 11th post in a minute, discussions and comments together, with 429, Retry-After and the wait; nothing is written", async () => {
    for (let i = 0; i < 5; i++) expect((await discussion("member", `Flood ${i}`)).statusCode).toBe(201);
    clock += 20_000;
    for (let i = 0; i < 5; i++) expect((await comment("member")).statusCode).toBe(201);
    const before = await commentsBy("member");

    const refused = await comment("member", "One too many.");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("40");
    expect(refused.json()).toEqual({ message: "You are posting too quickly. Try again in 40 seconds.", status: 429 });
    expect((await discussion("member", "Flood 6")).statusCode).toBe(429);
    expect(await commentsBy("member")).toBe(before);

    // Another member is counted on their own.
    expect((await comment("alice")).statusCode).toBe(201);
    clock += 40_000;
    expect((await comment("member", "Later.")).statusCode).toBe(201);
  });

  it("does not count moderators and administrators", async () => {
    clock += 60_000;
    for (const who of ["moderator", "admin"] as const) {
      for (let i = 0; i < 12; i++) expect((await comment(who)).statusCode).toBe(201);
    }
  });

  it("follows the setting a site manager patches (PATCH /config), 0 turning it off; members may not change it", async () => {
    clock += 60_000;
    expect((await t.call("member", { method: "PATCH", url: "/config", body: { "posting.maxPerMinute": 0 } })).statusCode).toBe(403);
    expect((await t.call("admin", { method: "PATCH", url: "/config", body: { "posting.maxPerMinute": 2 } })).statusCode).toBe(200);
    expect((await comment("bob")).statusCode).toBe(201);
    expect((await comment("bob")).statusCode).toBe(201);
    expect((await comment("bob")).statusCode).toBe(429);
    expect((await t.call("admin", { method: "PATCH", url: "/config", body: { "posting.maxPerMinute": 0 } })).statusCode).toBe(200);
    expect((await comment("bob")).statusCode).toBe(201);
    expect((await t.call("admin", { method: "PATCH", url: "/config", body: { "posting.maxPerMinute": -1 } })).statusCode).toBe(422);
  });
});
