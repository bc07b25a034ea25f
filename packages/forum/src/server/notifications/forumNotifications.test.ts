import type { Notification } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
let d1: number;
let d2: number;
beforeAll(async () => {
  t = await createForumTestApp();
  const general = await t.categoryID("general");
  const post = async (who: DemoUser, name: string) =>
    (await t.call(who, { method: "POST", url: "/discussions", body: { name, body: "Opening post.", format: "markdown", categoryID: general } })).json<{
      discussionID: number;
    }>().discussionID;
  // Alice starts one discussion and bookmarks one the member started.
  d1 = await post("alice", "Alice's garden");
  d2 = await post("member", "Member's kitchen");
  await t.call("alice", { method: "PUT", url: `/discussions/${d2}/bookmark`, body: { bookmarked: true } });
});
afterAll(() => t?.close());

const settle = () => t.app.quorum.notifications.worker.idle();
const comment = async (who: DemoUser, discussionID: number, body: string, format = "markdown") => {
  const response = await t.call(who, { method: "POST", url: "/comments", body: { discussionID, body, format } });
  expect(response.statusCode).toBe(201);
  await settle();
  return response.json<{ commentID: number }>().commentID;
};
const list = async (who: DemoUser) => (await t.call(who, { url: "/notifications" })).json<Notification[]>();
const markAllRead = async (who: DemoUser) => t.call(who, { method: "PATCH", url: "/notifications", body: { read: true } });
const unreadOf = async (who: DemoUser) => (await list(who)).filter((n) => !n.read);

describe("forum notifications", () => {
  it("tells a member of a mention once, and of comments in the discussion they started and the one they bookmarked", async () => {
    await comment("bob", d1, "Hello @alice, nice garden.");
    expect((await unreadOf("alice")).map((n) => [n.activityType, n.body])).toEqual([["Mention", "<b>bob</b> mentioned you in <b>Alice&#39;s garden</b>"]]);
    await comment("bob", d2, "Lovely kitchen.");
    const [bookmark] = await unreadOf("alice");
    expect(bookmark).toMatchObject({ activityType: "BookmarkComment", reason: "bookmark", discussionID: d2, count: 1 });
    expect(bookmark?.url).toMatch(/^\/discussion\/comment\/\d+#Comment_\d+$/);
    // The member started that discussion.
    expect((await unreadOf("member")).map((n) => n.activityType)).toEqual(["DiscussionComment"]);
  });

  it("groups the comments of one discussion into one entry with a count", async () => {
    await markAllRead("alice");
    for (let i = 0; i < 3; i++) await comment("bob", d1, `Comment ${i}`);
    const entries = await unreadOf("alice");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ activityType: "DiscussionComment", count: 3, body: "<b>3</b> new comments in <b>Alice&#39;s garden</b>" });
  });

  it("never tells members of their own action; those who commented hear of the others'", async () => {
    await markAllRead("alice");
    await markAllRead("bob");
    await comment("alice", d1, "Thanks, bob.");
    expect(await unreadOf("alice")).toEqual([]);
    expect((await unreadOf("bob")).map((n) => n.activityType)).toEqual(["ParticipateComment"]);
  });

  it("tells a member who muted a discussion nothing of its comments", async () => {
    await markAllRead("alice");
    await t.call("alice", { method: "PUT", url: `/discussions/${d2}/mute`, body: { muted: true } });
    await comment("bob", d2, "Another one.");
    expect(await unreadOf("alice")).toEqual([]);
    await t.call("alice", { method: "PUT", url: `/discussions/${d2}/mute`, body: { muted: false } });
  });

  it("finds mentions in the rich editor's documents", async () => {
    await markAllRead("alice");
    const rich = JSON.stringify([
      { type: "p", children: [{ text: "cc " }, { type: "mention", name: "alice", userID: t.userIDs.alice, children: [{ text: "" }] }] },
    ]);
    await comment("moderator", d2, rich, "rich2");
    expect((await unreadOf("alice")).map((n) => n.activityType)).toEqual(["Mention"]);
  });

  it("never names a discussion to a member who may not see it", async () => {
    const lounge = await t.categoryID("staff-lounge");
    const secret = (
      await t.call("moderator", { method: "POST", url: "/discussions", body: { name: "Secret plans", body: "Shh.", format: "markdown", categoryID: lounge } })
    ).json<{ discussionID: number }>().discussionID;
    // The member bookmarked it once (when they could see it, say); now they cannot.
    await t.forum
      .insertInto("userDiscussion")
      .values({ userID: t.userIDs.member ?? 0, discussionID: secret, bookmarked: true })
      .execute();
    await markAllRead("member");
    await markAllRead("moderator");
    await comment("admin", secret, "Agreed, @member.");
    expect(await unreadOf("member")).toEqual([]);
    expect((await unreadOf("moderator")).map((n) => n.activityType)).toEqual(["DiscussionComment"]);
  });

  it("tells the author of a reaction to their post, and of a moderator's edit, but not of their own", async () => {
    await markAllRead("alice");
    await t.call("bob", { method: "POST", url: `/discussions/${d1}/reactions`, body: { reactionType: "like" } });
    await t.call("alice", { method: "POST", url: `/discussions/${d1}/reactions`, body: { reactionType: "like" } });
    await settle();
    expect((await unreadOf("alice")).map((n) => [n.activityType, n.body])).toEqual([
      ["Reaction", "<b>bob</b> reacted to your discussion in <b>Alice&#39;s garden</b>"],
    ]);
    await markAllRead("alice");
    await t.call("alice", { method: "PATCH", url: `/discussions/${d1}`, body: { name: "Alice's own garden" } });
    await settle();
    expect(await unreadOf("alice")).toEqual([]);
    await t.call("moderator", { method: "PATCH", url: `/discussions/${d1}`, body: { name: "Alice's garden (edited)" } });
    await settle();
    expect((await unreadOf("alice")).map((n) => [n.activityType, n.body])).toEqual([
      ["Moderation", "<b>moderator</b> edited your discussion <b>Alice&#39;s garden (edited)</b>"],
    ]);
  });
});
