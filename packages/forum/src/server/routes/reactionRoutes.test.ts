import type { ReactionLogEntry, ReactionSummary, ReactionType } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumComment } from "../services/comments/ForumComment";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

type Who = DemoUser | "guest";
const react = (who: Who, path: string, reactionType: unknown) => t.call(who, { method: "POST", url: `${path}/reactions`, body: { reactionType } });
const unreact = (who: Who, path: string) => t.call(who, { method: "DELETE", url: `${path}/reactions` });
const discussionRow = (id: number) => t.forum.selectFrom("discussions").select(["score", "hot"]).where("discussionID", "=", id).executeTakeFirstOrThrow();
const commentScore = async (id: number) => (await t.forum.selectFrom("comments").select("score").where("commentID", "=", id).executeTakeFirstOrThrow()).score;
const reactionsOf = (recordType: "discussion" | "comment", recordID: number) =>
  t.forum
    .selectFrom("reactions")
    .innerJoin("reactionTypes", "reactionTypes.tagID", "reactions.tagID")
    .select(["reactions.userID", "reactionTypes.urlcode"])
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .orderBy("reactions.userID")
    .execute();
const getDiscussion = async (who: Who, id: number) => (await t.call(who, { url: `/discussions/${id}` })).json<ForumDiscussion>();
const firstComment = async (discussionName: string) =>
  await t.forum
    .selectFrom("comments")
    .select(["commentID", "discussionID"])
    .where("discussionID", "=", await t.discussionID(discussionName))
    .orderBy("commentID")
    .executeTakeFirstOrThrow();

describe("GET /reactions", () => {
  it("lists the active types a post may show, in order, without the flag class", async () => {
    const response = await t.call("guest", { url: "/reactions" });
    expect(response.statusCode).toBe(200);
    const types = response.json<ReactionType[]>();
    expect(types.map((type) => type.urlcode)).toEqual([
      "promote",
      "off-topic",
      "insightful",
      "disagree",
      "agree",
      "dislike",
      "like",
      "up",
      "down",
      "support",
      "awesome",
      "lol",
      "wtf",
    ]);
    expect(types.find((type) => type.urlcode === "up")).toMatchObject({ name: "Up", class: "positive", reactionValue: 1 });
    expect(types.find((type) => type.urlcode === "down")).toMatchObject({ name: "Down", class: "negative", reactionValue: -1 });
  });
});

describe("POST / DELETE /discussions/{id}/reactions (the toggle)", () => {
  it("reacts, replaces the reaction with another type, takes it back — moving the score each time", async () => {
    const id = await t.discussionID("What brought you here?");
    const path = `/discussions/${id}`;
    const before = await discussionRow(id);

    const up = await react("member", path, "up");
    expect(up.statusCode).toBe(200);
    expect(up.json<ReactionSummary[]>()).toEqual([
      { tagID: expect.any(Number), urlcode: "up", name: "Up", class: "positive", count: 1, hasReacted: true, reactionValue: 1 },
    ]);
    expect((await discussionRow(id)).score).toBe(before.score + 1);
    // The trending rank is built on the score: it follows in the same write.
    expect((await discussionRow(id)).hot).toBeGreaterThan(before.hot);
    expect((await getDiscussion("member", id)).reactions).toEqual(up.json());

    // Another type replaces it: one reaction per member per post, whatever the client does first.
    const down = await react("member", path, "Down");
    expect(down.statusCode).toBe(200);
    expect(down.json<ReactionSummary[]>().map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([["down", 1, true]]);
    expect(await reactionsOf("discussion", id)).toEqual([{ userID: t.userIDs.member, urlcode: "down" }]);
    expect((await discussionRow(id)).score).toBe(before.score - 1);

    const removed = await unreact("member", path);
    expect(removed.statusCode).toBe(204);
    expect(await reactionsOf("discussion", id)).toEqual([]);
    expect((await discussionRow(id)).score).toBe(before.score);
    // Taking back a reaction one does not hold is no error (the toggle's first step).
    expect((await unreact("member", path)).statusCode).toBe(204);
    expect((await discussionRow(id)).score).toBe(before.score);
  });

  it("counts every member's reactions and marks the viewer's own", async () => {
    const id = await t.discussionID("Favourite features so far");
    const path = `/discussions/${id}`;
    await react("alice", path, "like");
    await react("bob", path, "like");
    await react("member", path, "insightful");
    const asAlice = (await getDiscussion("alice", id)).reactions;
    expect(asAlice?.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([
      ["insightful", 1, false],
      ["like", 2, true],
    ]);
    const asGuest = (await getDiscussion("guest", id)).reactions;
    expect(asGuest?.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([
      ["insightful", 1, false],
      ["like", 2, false],
    ]);
  });

  it("refuses guests, unknown and flag-class types, with nothing written", async () => {
    const id = await t.discussionID("Ideas for the next community event");
    const path = `/discussions/${id}`;
    const { score } = await discussionRow(id);

    const guest = await react("guest", path, "up");
    expect(guest.statusCode).toBe(403);
    expect((await unreact("guest", path)).statusCode).toBe(403);

    for (const bad of ["nope", "spam", "abuse"]) {
      const response = await react("member", path, bad);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reactionType[0]).toMatchObject({ field: "reactionType", message: `${bad} is not a reaction type you can use.` });
    }
    const missing = await t.call("member", { method: "POST", url: `${path}/reactions`, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("reactionType");

    expect(await reactionsOf("discussion", id)).toEqual([]);
    expect((await discussionRow(id)).score).toBe(score);
    expect((await react("member", "/discussions/999999", "up")).statusCode).toBe(404);
    expect((await unreact("member", "/discussions/0")).statusCode).toBe(422);
  });

  it("keeps Promote to curation.manage and hidden posts to those who see them", async () => {
    const id = await t.discussionID("Ideas for the next community event");
    const denied = await react("member", `/discussions/${id}`, "promote");
    expect(denied.statusCode).toBe(403);
    expect(denied.json().description).toBe("You need the curation.manage permission.");
    expect(await reactionsOf("discussion", id)).toEqual([]);
    expect((await react("moderator", `/discussions/${id}`, "promote")).statusCode).toBe(200);

    const secret = await t.discussionID("Moderation notes for this week");
    // Hidden answers as missing.
    expect((await react("member", `/discussions/${secret}`, "up")).statusCode).toBe(404);
  });

  it("needs comments.add while the thread is open and discussions.close once it is closed", async () => {
    const closed = await t.discussionID("Typo on the sign-in page");
    const denied = await react("member", `/discussions/${closed}`, "up");
    expect(denied.statusCode).toBe(403);
    expect(denied.json().description).toBe("You need the discussions.close permission.");
    const comment = await firstComment("Typo on the sign-in page");
    expect((await react("member", `/comments/${comment.commentID}`, "up")).statusCode).toBe(403);
    expect(await reactionsOf("discussion", closed)).toEqual([]);
    // Moderators may close discussions, so they still react there.
    expect((await react("moderator", `/discussions/${closed}`, "up")).statusCode).toBe(200);
    expect((await react("moderator", `/comments/${comment.commentID}`, "up")).statusCode).toBe(200);
  });

  it("reorders the top (-score) sort", async () => {
    const id = await t.discussionID("Markdown cheat sheet");
    const top = (await t.call("guest", { url: "/discussions", query: { sort: "-score", limit: "1" } })).json<ForumDiscussion[]>()[0];
    // Level with the leader (its id breaks the tie), then one vote puts it first.
    await t.forum
      .updateTable("discussions")
      .set({ score: top?.score ?? 0 })
      .where("discussionID", "=", id)
      .execute();
    await react("alice", `/discussions/${id}`, "up");
    const first = (await t.call("guest", { url: "/discussions", query: { sort: "-score", limit: "1" } })).json<ForumDiscussion[]>()[0];
    expect(first).toMatchObject({ discussionID: id, score: (top?.score ?? 0) + 1 });
    await react("alice", `/discussions/${id}`, "down");
    const after = (await t.call("guest", { url: "/discussions", query: { sort: "-score", limit: "3" } })).json<ForumDiscussion[]>();
    expect(after[0]?.discussionID).not.toBe(id);
  });
});

describe("comments' reactions", () => {
  it("moves the comment's score and shows on GET /comments for each viewer", async () => {
    const { commentID, discussionID } = await firstComment("What brought you here?");
    const score = await commentScore(commentID);
    expect((await react("alice", `/comments/${commentID}`, "up")).statusCode).toBe(200);
    expect((await react("bob", `/comments/${commentID}`, "up")).json<ReactionSummary[]>()).toMatchObject([{ urlcode: "up", count: 2, hasReacted: true }]);
    expect(await commentScore(commentID)).toBe(score + 2);

    const list = async (who: Who) => (await t.call(who, { url: "/comments", query: { discussionID: String(discussionID) } })).json<ForumComment[]>();
    const asAlice = (await list("alice")).find((c) => c.commentID === commentID);
    expect(asAlice?.score).toBe(score + 2);
    expect(asAlice?.reactions).toEqual([
      { tagID: expect.any(Number), urlcode: "up", name: "Up", class: "positive", count: 2, hasReacted: true, reactionValue: 1 },
    ]);
    expect((await list("member")).find((c) => c.commentID === commentID)?.reactions?.[0]?.hasReacted).toBe(false);
    // A comment nobody reacted to has an empty list.
    expect((await list("guest")).find((c) => c.commentID !== commentID)?.reactions).toEqual([]);
  });

  it("drops a post's reactions when the post is deleted", async () => {
    const { commentID } = await firstComment("Getting notified about replies");
    await react("alice", `/comments/${commentID}`, "like");
    expect(await reactionsOf("comment", commentID)).toHaveLength(1);
    expect((await t.call("moderator", { method: "DELETE", url: `/comments/${commentID}` })).statusCode).toBe(204);
    expect(await reactionsOf("comment", commentID)).toEqual([]);
  });
});

describe("GET /discussions/{id}/reactions (the log)", () => {
  it("lists who reacted, newest first, with paging, to holders of reactions.view", async () => {
    const id = await t.discussionID("Share your setup");
    await react("alice", `/discussions/${id}`, "awesome");
    await react("bob", `/discussions/${id}`, "lol");
    const response = await t.call("member", { url: `/discussions/${id}/reactions`, query: { limit: "1" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toContain('rel="next"');
    const [newest] = response.json<ReactionLogEntry[]>();
    expect(newest).toEqual({
      // The post reacted to, as Vanilla's log names it.
      recordType: "discussion",
      recordID: id,
      tagID: expect.any(Number),
      userID: t.userIDs.bob,
      user: expect.objectContaining({ userID: t.userIDs.bob, name: "bob" }),
      reactionType: { tagID: newest?.tagID, urlcode: "lol", name: "LOL", class: "positive" },
      dateInserted: expect.any(String),
    });
    const filtered = (await t.call("member", { url: `/discussions/${id}/reactions`, query: { type: "awesome" } })).json<ReactionLogEntry[]>();
    expect(filtered.map((entry) => entry.userID)).toEqual([t.userIDs.alice]);

    expect((await t.call("guest", { url: `/discussions/${id}/reactions` })).statusCode).toBe(403);
    const tooMany = await t.call("member", { url: `/discussions/${id}/reactions`, query: { limit: "1000" } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty("limit");
    expect((await t.call("member", { url: `/discussions/${await t.discussionID("Moderation notes for this week")}/reactions` })).statusCode).toBe(404);
  });
});

describe("DELETE /{recordType}s/{id}/reactions/{userID} (moderators)", () => {
  it("removes one member's reaction only, off the score, with an audit line", async () => {
    const id = await t.discussionID("Images do not load on mobile");
    const path = `/discussions/${id}`;
    const { score } = await discussionRow(id);
    await react("alice", path, "up");
    await react("bob", path, "up");

    const denied = await t.call("member", { method: "DELETE", url: `${path}/reactions/${t.userIDs.alice}` });
    expect(denied.statusCode).toBe(403);
    expect(await reactionsOf("discussion", id)).toHaveLength(2);

    const removed = await t.call("moderator", { method: "DELETE", url: `${path}/reactions/${t.userIDs.alice}` });
    expect(removed.statusCode).toBe(204);
    expect(await reactionsOf("discussion", id)).toEqual([{ userID: t.userIDs.bob, urlcode: "up" }]);
    expect((await discussionRow(id)).score).toBe(score + 1);
    const audit = await t.forum.selectFrom("auditLog").selectAll().where("action", "=", "reaction.delete").where("recordID", "=", id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ recordType: "discussion", insertUserID: t.userIDs.moderator, data: { userID: t.userIDs.alice, reactionType: "up" } });

    expect((await t.call("moderator", { method: "DELETE", url: `${path}/reactions/${t.userIDs.alice}` })).statusCode).toBe(404);
    expect((await t.call("moderator", { method: "DELETE", url: `${path}/reactions/0` })).statusCode).toBe(422);
  });
});
