import type { ApiErrorBody, Comment, Discussion } from "@quorum/api";
import { defineServerAddon, validationError } from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Through the public entries, as an add-on would.
import { forumHooks, type PostDraft } from "../../../contract/server";
import { createForumTestApp, type ForumTestApp } from "../../testing";

// An add-on refusing any post whose body says "forbidden" (as Ranks refuses links below a rank).
const seen: Array<PostDraft & { userID: number }> = [];
const refuser = defineServerAddon({
  key: "refuser",
  name: "Refuser",
  description: "Refuses some posts before they are saved.",
  version: "0.1.0",
  enabledByDefault: true,
  requires: { forum: "^0.1" },
  extend: [
    forumHooks.beforeSave.with((draft, ctx) => {
      seen.push({ ...draft, userID: ctx.viewer.user.userID });
      if (draft.bodyHtml.includes("forbidden")) throw validationError("body", "Not this word.", "refused");
    }),
  ],
});

let t: ForumTestApp;
let categoryID: number;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [refuser] });
  categoryID = await t.categoryID("general");
});
afterAll(() => t?.close());

const bodyError = (res: { json<T>(): T }) => res.json<ApiErrorBody>().errors?.body?.[0]?.message;
const count = async (table: "discussions" | "comments") =>
  Number(
    (
      await t.forum
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("forumHooks.beforeSave", () => {
  it("sees each new discussion and comment before it is saved, and refuses one with nothing written", async () => {
    const before = await count("discussions");
    const refused = await t.call("member", { method: "POST", url: "/discussions", body: { name: "No", body: "a forbidden word", format: "text", categoryID } });
    expect(refused.statusCode).toBe(422);
    expect(bodyError(refused)).toBe("Not this word.");
    expect(await count("discussions")).toBe(before);

    const ok = await t.call("member", { method: "POST", url: "/discussions", body: { name: "Yes", body: "a fine word", format: "text", categoryID } });
    expect(ok.statusCode).toBe(201);
    const discussionID = ok.json<Discussion>().discussionID;
    expect(seen.at(-1)).toMatchObject({ recordType: "discussion", recordID: null, categoryID, userID: t.userIDs.member });

    const comments = await count("comments");
    const refusedComment = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID, body: "forbidden", format: "text" } });
    expect(refusedComment.statusCode).toBe(422);
    expect(await count("comments")).toBe(comments);
    const comment = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID, body: "fine", format: "text" } });
    expect(comment.statusCode).toBe(201);
    expect(seen.at(-1)).toMatchObject({ recordType: "comment", recordID: null, categoryID, userID: t.userIDs.alice });
  });

  it("sees edits of a body, and refuses one, leaving the post as it was", async () => {
    const discussion = (
      await t.call("member", { method: "POST", url: "/discussions", body: { name: "Edit me", body: "before", format: "text", categoryID } })
    ).json<Discussion>();
    const editDiscussion = await t.call("member", { method: "PATCH", url: `/discussions/${discussion.discussionID}`, body: { body: "now forbidden" } });
    expect(editDiscussion.statusCode).toBe(422);
    expect(seen.at(-1)).toMatchObject({ recordType: "discussion", recordID: discussion.discussionID });
    expect((await t.call("guest", { url: `/discussions/${discussion.discussionID}` })).json<Discussion>().body).toContain("before");
    // Changes without a body ask nothing.
    const calls = seen.length;
    expect((await t.call("member", { method: "PATCH", url: `/discussions/${discussion.discussionID}`, body: { name: "Renamed" } })).statusCode).toBe(200);
    expect(seen.length).toBe(calls);

    const comment = (
      await t.call("alice", { method: "POST", url: "/comments", body: { discussionID: discussion.discussionID, body: "first", format: "text" } })
    ).json<Comment>();
    const editComment = await t.call("alice", { method: "PATCH", url: `/comments/${comment.commentID}`, body: { body: "forbidden now" } });
    expect(editComment.statusCode).toBe(422);
    expect(bodyError(editComment)).toBe("Not this word.");
    expect(seen.at(-1)).toMatchObject({ recordType: "comment", recordID: comment.commentID });
    expect((await t.call("guest", { url: `/comments/${comment.commentID}` })).json<Comment>().body).toContain("first");
  });
});
