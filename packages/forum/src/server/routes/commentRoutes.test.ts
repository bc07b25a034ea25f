import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumComment } from "../services/comments/ForumComment";
import { commentPage } from "../services/comments/commentPage";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
let longThread: number;
beforeAll(async () => {
  t = await createForumTestApp();
  longThread = await t.discussionID("Share your setup");
});
afterAll(() => t?.close());

const discussion = (id: number) => t.forum.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirstOrThrow();
const category = (urlcode: string) => t.forum.selectFrom("categories").selectAll().where("urlcode", "=", urlcode).executeTakeFirstOrThrow();
const commentCount = async () =>
  Number(
    (
      await t.forum
        .selectFrom("comments")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("GET /comments", () => {
  it("pages a thread oldest first, with the discussion's count as the total", async () => {
    const first = await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), limit: "30", expand: "insertUser" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-app-page-result-count"]).toBe(String((await discussion(longThread)).countComments));
    expect(first.headers.link).toContain('rel="next"');
    const comments = first.json<ForumComment[]>();
    expect(comments).toHaveLength(30);
    expect(comments.map((c) => c.dateInserted)).toEqual(comments.map((c) => c.dateInserted).sort());
    expect(comments[0]).toMatchObject({
      discussionID: longThread,
      parentRecordType: "discussion",
      url: `/discussion/comment/${comments[0]?.commentID}#Comment_${comments[0]?.commentID}`,
    });
    expect(comments[0]?.insertUser?.userID).toBe(comments[0]?.insertUserID);
    expect(comments[0]?.body).toMatch(/^<p>/);

    const third = await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), limit: "30", page: "3" } });
    expect(third.json()).toHaveLength(5);
    expect(third.headers.link).not.toContain('rel="next"');
  });

  it("sorts newest first and by score", async () => {
    const newest = (await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), sort: "-dateInserted", limit: "100" } })).json<
      ForumComment[]
    >();
    expect(newest.map((c) => c.dateInserted)).toEqual(
      newest
        .map((c) => c.dateInserted)
        .sort()
        .reverse(),
    );
    const top = (await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), sort: "-score", limit: "100" } })).json<ForumComment[]>();
    expect(top.map((c) => c.score)).toEqual(top.map((c) => c.score).sort((a, b) => b - a));
    const trending = await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), sort: "-experimentalTrending" } });
    expect(trending.statusCode).toBe(200);
    expect((await t.call("guest", { url: "/comments", query: { discussionID: String(longThread), sort: "best" } })).statusCode).toBe(422);
  });

  it("hides the comments of hidden discussions and needs a discussion or an author", async () => {
    const secret = await t.discussionID("Moderation notes for this week");
    expect((await t.call("member", { url: "/comments", query: { discussionID: String(secret) } })).statusCode).toBe(404);
    const byModerator = (await t.call("member", { url: "/comments", query: { insertUserID: String(t.userIDs.moderator) } })).json<ForumComment[]>();
    expect(byModerator.some((c) => c.discussionID === secret)).toBe(false);
    const missing = await t.call("guest", { url: "/comments" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("discussionID");
  });
});

describe("GET /comments/{id} and the permalink page", () => {
  it("answers one comment, and commentPage finds the page it sits on", async () => {
    const ids = (
      await t.forum.selectFrom("comments").select("commentID").where("discussionID", "=", longThread).orderBy("dateInserted").orderBy("commentID").execute()
    ).map((r) => r.commentID);
    const response = await t.call("guest", { url: `/comments/${ids[31]}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumComment>()).toMatchObject({ commentID: ids[31], discussionID: longThread, name: "Re: Share your setup" });
    expect(await commentPage(t.forum, ids[0]!, 30)).toBe(1);
    expect(await commentPage(t.forum, ids[29]!, 30)).toBe(1);
    expect(await commentPage(t.forum, ids[30]!, 30)).toBe(2);
    expect(await commentPage(t.forum, ids[64]!, 30)).toBe(3);
    expect(await commentPage(t.forum, ids[64]!, 30, "-dateInserted")).toBe(1);
    expect(await commentPage(t.forum, 999999, 30)).toBeUndefined();
    expect((await t.call("guest", { url: "/comments/999999" })).statusCode).toBe(404);
  });
});

describe("POST /comments", () => {
  it("adds the comment and updates the discussion, category and user in one go", async () => {
    const id = await t.discussionID("Coffee or tea?");
    const before = { d: await discussion(id), c: await category("off-topic") };
    const response = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID: id, body: "Tea, obviously.", format: "text" } });
    expect(response.statusCode).toBe(201);
    const comment = response.json<ForumComment>();
    expect(comment).toMatchObject({ discussionID: id, insertUserID: t.userIDs.alice, body: "<p>Tea, obviously.</p>", bodyRaw: "Tea, obviously." });
    const after = { d: await discussion(id), c: await category("off-topic") };
    expect(after.d.countComments).toBe(before.d.countComments + 1);
    expect(after.d.lastCommentID).toBe(comment.commentID);
    expect(after.d.lastCommentUserID).toBe(t.userIDs.alice);
    expect(after.d.dateLastComment.getTime()).toBeGreaterThan(before.d.dateLastComment.getTime());
    expect(after.c.countComments).toBe(before.c.countComments + 1);
    expect(after.c.lastCommentID).toBe(comment.commentID);
  });

  it("refuses guests, and members on a closed discussion; moderators may still reply", async () => {
    const closed = await t.discussionID("Typo on the sign-in page");
    const open = await t.discussionID("Coffee or tea?");
    const total = await commentCount();
    expect((await t.call("guest", { method: "POST", url: "/comments", body: { discussionID: open, body: "hi" } })).statusCode).toBe(403);
    const member = await t.call("member", { method: "POST", url: "/comments", body: { discussionID: closed, body: "hi" } });
    expect(member.statusCode).toBe(403);
    expect(await commentCount()).toBe(total);
    expect((await t.call("moderator", { method: "POST", url: "/comments", body: { discussionID: closed, body: "Fixed, thanks." } })).statusCode).toBe(201);
  });

  it("rejects bad input naming the field and writes nothing", async () => {
    const open = await t.discussionID("Coffee or tea?");
    const before = await discussion(open);
    const total = await commentCount();
    for (const [body, field] of [
      [{ discussionID: open }, "body"],
      [{ discussionID: open, body: "   " }, "body"],
      [{ discussionID: open, body: "x".repeat(50001) }, "body"],
      [{ body: "hi" }, "discussionID"],
      [{ discussionID: 999999, body: "hi" }, "discussionID"],
      [{ discussionID: open, body: "{}", format: "rich2" }, "body"],
    ] as const) {
      const response = await t.call("member", { method: "POST", url: "/comments", body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    expect(await commentCount()).toBe(total);
    expect((await discussion(open)).countComments).toBe(before.countComments);
  });
});

describe("PATCH /comments/{id}", () => {
  it("lets the author edit within the window; others need comments.edit; bad input changes nothing", async () => {
    const open = await t.discussionID("Show us your desk");
    const mine = (await t.call("member", { method: "POST", url: "/comments", body: { discussionID: open, body: "v1" } })).json<ForumComment>();
    const url = `/comments/${mine.commentID}`;
    const edited = await t.call("member", { method: "PATCH", url, body: { body: "v2 *now*", format: "markdown" } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: "<p>v2 <em>now</em></p>", format: "markdown", updateUserID: t.userIDs.member });
    expect((await t.call("alice", { method: "PATCH", url, body: { body: "mine now" } })).statusCode).toBe(403);
    const bad = await t.call("member", { method: "PATCH", url, body: { body: "" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("body");
    await t.forum
      .updateTable("comments")
      .set({ dateInserted: new Date(Date.now() - 7200 * 1000) })
      .where("commentID", "=", mine.commentID)
      .execute();
    expect((await t.call("member", { method: "PATCH", url, body: { body: "late" } })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "PATCH", url, body: { body: "moderated" } })).statusCode).toBe(200);
    expect((await t.call("guest", { url })).json().bodyRaw).toBe("moderated");
  });
});

describe("DELETE /comments/{id}", () => {
  it("needs comments.delete; deleting fixes the discussion's count and last comment", async () => {
    const id = await t.discussionID("Favourite keyboard shortcuts");
    const before = await discussion(id);
    const last = before.lastCommentID!;
    expect((await t.call("member", { method: "DELETE", url: `/comments/${last}` })).statusCode).toBe(403);
    expect((await discussion(id)).countComments).toBe(before.countComments);
    expect((await t.call("moderator", { method: "DELETE", url: `/comments/${last}` })).statusCode).toBe(204);
    const after = await discussion(id);
    expect(after.countComments).toBe(before.countComments - 1);
    expect(after.lastCommentID).not.toBe(last);
    expect(after.lastCommentID).not.toBeNull();
    expect((await t.call("guest", { url: `/comments/${last}` })).statusCode).toBe(404);
  });
});
