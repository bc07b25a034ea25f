import type { Discussion, Comment } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { defineServerAddon } from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qnaHooks, type AcceptedAnswer } from "../../contract/server";
import qna from "../index";

const heard: Array<AcceptedAnswer & { inTransaction: boolean }> = [];
// Another add-on hooking into Q&A's contract, as badges does.
const listener = defineServerAddon({
  key: "acceptListener",
  name: "Accept listener",
  description: "Records accepted answers.",
  version: "0.1.0",
  requires: { forum: "^0.1" },
  extend: [qnaHooks.answerAccepted.with((answer, ctx) => void heard.push({ ...answer, inTransaction: ctx.db.isTransaction }))],
});

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [qna, listener] });
});
afterAll(() => t?.close());

describe("qnaHooks.answerAccepted", () => {
  it("tells other add-ons of each new acceptance, in the judgement's transaction, with the author's count of accepted answers", async () => {
    const categoryID = await t.categoryID("getting-started");
    const asked = await t.call("alice", {
      method: "POST",
      url: "/discussions",
      body: { name: "Where are the settings?", body: "Where?", format: "text", categoryID, type: "question" },
    });
    const { discussionID } = asked.json<Discussion>();
    const answered = await t.call("bob", { method: "POST", url: "/comments", body: { discussionID, body: "Top right.", format: "text" } });
    const { commentID } = answered.json<Comment>();
    const judge = (status: string) => t.call("alice", { method: "PATCH", url: `/comments/${commentID}/answer`, body: { status } });
    expect((await judge("rejected")).statusCode).toBe(200);
    expect(heard).toEqual([]);
    expect((await judge("accepted")).statusCode).toBe(200);
    expect(heard).toEqual([{ commentID, discussionID, answerUserID: t.userIDs.bob, acceptUserID: t.userIDs.alice, countAccepted: 1, inTransaction: true }]);
    // Accepting again what is accepted is no new acceptance.
    expect((await judge("accepted")).statusCode).toBe(200);
    expect(heard).toHaveLength(1);
  });

  it("is not called while Q&A is disabled (its route is gone)", async () => {
    await t.call("admin", { method: "PATCH", url: "/addons/qna", body: { enabled: false } });
    expect((await t.call("alice", { method: "PATCH", url: "/comments/1/answer", body: { status: "accepted" } })).statusCode).toBe(404);
    expect(heard).toHaveLength(1);
  });
});
