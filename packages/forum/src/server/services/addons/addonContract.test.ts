import type { ApiErrorBody, Comment, Discussion, LayoutResponse } from "@quorum/api";
import { defineServerAddon } from "@quorum/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
// Through the public entries, as an add-on would.
import { forumDb, forumHooks, type CommentRecord, type PostRecord } from "../../../contract/server";
import { createForumTestApp, type ForumTestApp } from "../../testing";

// A tiny add-on using the forum's side of the add-on contract the way Q&A does: post types, write
// hooks inside the forum's transactions, serializers once per list, a layout for its post type.
const calls: string[] = [];
// What comment serializers were handed of the comments' discussions (null: nothing known).
const handed: Array<PostRecord[] | null> = [];
const created: { discussions: PostRecord[]; comments: CommentRecord[]; deleted: CommentRecord[] } = { discussions: [], comments: [], deleted: [] };
const fixture = defineServerAddon({
  key: "fixture",
  name: "Fixture",
  description: "Uses the forum's extension points.",
  version: "0.1.0",
  enabledByDefault: true,
  requires: { forum: "^0.1" },
  extend: [
    forumHooks.postType.with({ type: "question", name: "Question", initialStatusID: 1 }),
    forumHooks.postType.with({ type: "poll", name: "Poll", permission: "polls.add" }),
    forumHooks.postType.with({ type: "note", name: "Note" }),
    forumHooks.discussionSerialize.with((discussions) => {
      calls.push(`discussion.serialize ${discussions.length}`);
      for (const discussion of discussions) discussion.attributes = { ...discussion.attributes, fixture: discussion.type };
    }),
    forumHooks.commentSerialize.with((comments, ctx) => {
      calls.push(`comment.serialize ${comments.length}`);
      handed.push(ctx.discussions ? [...ctx.discussions.values()] : null);
      for (const comment of comments) comment.attributes = { ...comment.attributes, fixture: true };
    }),
    forumHooks.discussionAfterCreate.with((discussion) => {
      created.discussions.push(discussion);
    }),
    forumHooks.commentAfterCreate.with(async (comment, ctx) => {
      created.comments.push(comment);
      // Written in the forum's transaction: it commits or rolls back with the comment.
      await forumDb(ctx.db)
        .updateTable("discussions")
        .set({ statusID: 2 })
        .where("discussionID", "=", comment.discussionID)
        .where("type", "=", "question")
        .execute();
      const row = await forumDb(ctx.db).selectFrom("comments").select("body").where("commentID", "=", comment.commentID).executeTakeFirstOrThrow();
      if (row.body === "boom") throw new Error("The add-on refuses this comment.");
    }),
    forumHooks.commentAfterDelete.with((comment) => {
      created.deleted.push(comment);
    }),
  ],
  layouts: { question: [{ $hydrate: "react.asset.originalPost" }] },
});

let t: ForumTestApp;
let categoryID: number;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [fixture] });
  categoryID = await t.categoryID("general");
});
afterAll(() => t?.close());
beforeEach(() => {
  calls.length = 0;
  handed.length = 0;
});

const discussionCount = async () =>
  Number(
    (
      await t.forum
        .selectFrom("discussions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const post = (type: string | undefined, name = `A ${type ?? "discussion"}`) =>
  t.call("member", { method: "POST", url: "/discussions", body: { name, body: "Body", format: "text", categoryID, ...(type ? { type } : {}) } });

describe("post types", () => {
  it("creates a post of an enabled add-on's type with its initial status, telling the add-on", async () => {
    const response = await post("question", "Which database?");
    expect(response.statusCode).toBe(201);
    const question = response.json<Discussion>();
    expect(question).toMatchObject({ type: "question", statusID: 1, attributes: { fixture: "question" } });
    expect(created.discussions.at(-1)).toEqual({
      discussionID: question.discussionID,
      categoryID,
      insertUserID: t.userIDs.member,
      type: "question",
      statusID: 1,
    });
    expect((await post(undefined)).json<Discussion>()).toMatchObject({ type: "discussion", statusID: 0 });
  });

  it("refuses a type no enabled add-on offers (422 naming type), and one whose permission is missing (403)", async () => {
    const before = await discussionCount();
    const unknown = await post("idea");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ApiErrorBody>().errors?.type?.[0]?.message).toBe('"idea" is not a post type of this site.');
    expect((await post("poll")).statusCode).toBe(403);
    expect(await discussionCount()).toBe(before);
  });

  it("shows a post type with no layout of its own with the discussion layout", async () => {
    const id = (await post("note")).json<Discussion>().discussionID;
    const res = await t.call("guest", { url: "/layouts/lookup-hydrate", query: { layoutViewType: "post", recordType: "discussion", recordID: String(id) } });
    expect(res.statusCode).toBe(200);
    expect(res.json<LayoutResponse>().layoutViewType).toBe("discussion");
  });

  it("refuses the type of a disabled add-on, and shows its posts with the discussion layout", async () => {
    const id = (await post("question", "Asked while enabled")).json<Discussion>().discussionID;
    const page = async () =>
      (
        await t.call("guest", { url: "/layouts/lookup-hydrate", query: { layoutViewType: "post", recordType: "discussion", recordID: String(id) } })
      ).json<LayoutResponse>();
    expect((await page()).layoutViewType).toBe("question");
    await t.app.quorum.addons.setEnabled("fixture", false);
    try {
      expect((await post("question")).statusCode).toBe(422);
      expect((await page()).layoutViewType).toBe("discussion");
    } finally {
      await t.app.quorum.addons.setEnabled("fixture", true);
    }
  });
});

describe("write hooks", () => {
  it("run inside the comment's transaction: a status change commits with it, a failure undoes it", async () => {
    const id = (await post("question", "Hooked?")).json<Discussion>().discussionID;
    const ok = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID: id, body: "fine", format: "text" } });
    expect(ok.statusCode).toBe(201);
    const comment = ok.json<Comment>();
    expect(created.comments.at(-1)).toEqual({ commentID: comment.commentID, discussionID: id, insertUserID: t.userIDs.alice });
    expect((await t.call("guest", { url: `/discussions/${id}` })).json<Discussion>().statusID).toBe(2);

    const failed = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID: id, body: "boom", format: "text" } });
    expect(failed.statusCode).toBe(500);
    const stored = await t.forum.selectFrom("comments").select("body").where("discussionID", "=", id).execute();
    expect(stored.map((c) => c.body)).toEqual(["fine"]);
    expect((await t.call("guest", { url: `/discussions/${id}` })).json<Discussion>().countComments).toBe(1);

    expect((await t.call("moderator", { method: "DELETE", url: `/comments/${comment.commentID}` })).statusCode).toBe(204);
    expect(created.deleted.at(-1)).toEqual({ commentID: comment.commentID, discussionID: id, insertUserID: t.userIDs.alice });
  });
});

describe("serializers and the statusID filter", () => {
  it("run once per list and once per record read", async () => {
    const list = await t.call("guest", { url: "/discussions", query: { limit: "5" } });
    expect(list.json<Discussion[]>().every((d) => d.attributes?.fixture === d.type)).toBe(true);
    expect(calls).toEqual(["discussion.serialize 5"]);

    calls.length = 0;
    const threadID = await t.discussionID("Welcome to the community!");
    const comments = (await t.call("guest", { url: "/comments", query: { discussionID: String(threadID), limit: "3" } })).json<Comment[]>();
    expect(comments.length).toBeGreaterThan(1);
    expect(comments.every((c) => c.attributes?.fixture === true)).toBe(true);
    expect(calls).toEqual([`comment.serialize ${comments.length}`]);
    // The thread's discussion, loaded by the forum anyway, comes with them: no query needed for it.
    const thread = await t.forum
      .selectFrom("discussions")
      .select(["discussionID", "categoryID", "insertUserID", "type", "statusID"])
      .where("discussionID", "=", threadID)
      .executeTakeFirstOrThrow();
    expect(handed).toEqual([[thread]]);

    calls.length = 0;
    handed.length = 0;
    expect((await t.call("guest", { url: `/comments/${comments[0]?.commentID}` })).json<Comment>().attributes?.fixture).toBe(true);
    expect(calls).toEqual(["comment.serialize 1"]);
    expect(handed).toEqual([[thread]]);
  });

  it("lists discussions by statusID, one or several, with a counted total", async () => {
    const open = (await post("question", "Still open")).json<Discussion>().discussionID;
    const answered = (await post("question", "Answered one")).json<Discussion>().discussionID;
    await t.call("alice", { method: "POST", url: "/comments", body: { discussionID: answered, body: "An answer", format: "text" } });

    const byStatus = async (statusID: string | string[]) => {
      const response = await t.call("guest", { url: "/discussions", query: { type: "question", statusID, limit: "100" } });
      expect(response.statusCode).toBe(200);
      const ids = response.json<Discussion[]>().map((d) => d.discussionID);
      expect(response.headers["x-app-page-result-count"]).toBe(String(ids.length));
      return ids;
    };
    const unanswered = await byStatus("1");
    expect(unanswered).toContain(open);
    expect(unanswered).not.toContain(answered);
    expect(await byStatus("2")).toContain(answered);
    expect(new Set(await byStatus(["1", "2"]))).toEqual(new Set([...unanswered, ...(await byStatus("2"))]));
    const bad = await t.call("guest", { url: "/discussions", query: { statusID: "open" } });
    expect(bad.statusCode).toBe(422);
  });
});
