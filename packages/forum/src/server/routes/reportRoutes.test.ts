import type { Report } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumComment } from "../services/comments/ForumComment";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const report = (who: DemoUser | "guest", body: Record<string, unknown>) => t.call(who, { method: "POST", url: "/reports", body });
const reportCount = async () =>
  Number(
    (
      await t.forum
        .selectFrom("reports")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const firstComment = async (discussionName: string) =>
  t.forum
    .selectFrom("comments")
    .select(["commentID", "discussionID", "insertUserID", "bodyHtml", "dateInserted"])
    .where("discussionID", "=", await t.discussionID(discussionName))
    .orderBy("commentID")
    .executeTakeFirstOrThrow();

describe("POST /reports", () => {
  it("reports a comment the member can see to the moderators", async () => {
    const comment = await firstComment("What brought you here?");
    const response = await report("member", {
      recordType: "comment",
      recordID: comment.commentID,
      reason: "  This is an advert.  ",
      reportReasonIDs: ["spam"],
    });
    expect(response.statusCode).toBe(201);
    const general = await t.categoryID("general");
    expect(response.json<Report>()).toEqual({
      reportID: expect.any(Number),
      recordType: "comment",
      recordID: comment.commentID,
      recordName: "What brought you here?",
      recordHtml: comment.bodyHtml,
      recordUrl: `/discussion/comment/${comment.commentID}#Comment_${comment.commentID}`,
      recordIsLive: true,
      recordWasEdited: false,
      recordUserID: comment.insertUserID,
      reportedUserID: comment.insertUserID,
      recordDateInserted: comment.dateInserted.toISOString(),
      placeRecordType: "category",
      placeRecordID: general,
      reason: "This is an advert.",
      noteHtml: "This is an advert.",
      reportReasonIDs: ["spam"],
      status: "new",
      insertUserID: t.userIDs.member,
      insertUser: expect.objectContaining({ userID: t.userIDs.member, name: "member" }),
      dateInserted: expect.any(String),
      updateUserID: t.userIDs.member,
      dateUpdated: expect.any(String),
    });
    const discussion = await report("alice", { recordType: "discussion", recordID: comment.discussionID, reason: "Off topic for this site." });
    expect(discussion.statusCode).toBe(201);
    expect(discussion.json<Report>()).toMatchObject({ recordUrl: expect.stringMatching(/^\/discussion\/\d+\/what-brought-you-here$/), reportReasonIDs: [] });
  });

  it("refuses guests, hidden and missing posts, and bad reasons, with nothing written", async () => {
    const comment = await firstComment("Images do not load on mobile");
    const before = await reportCount();
    expect((await report("guest", { recordType: "comment", recordID: comment.commentID, reason: "Spam" })).statusCode).toBe(403);
    const secret = await t.discussionID("Moderation notes for this week");
    // Hidden answers as missing does.
    const hidden = await report("member", { recordType: "discussion", recordID: secret, reason: "Spam" });
    const missing = await report("member", { recordType: "discussion", recordID: 999999, reason: "Spam" });
    expect([hidden.statusCode, hidden.json()]).toEqual([404, missing.json()]);
    expect((await report("member", { recordType: "comment", recordID: 999999, reason: "Spam" })).statusCode).toBe(404);

    for (const [body, field] of [
      [{ recordType: "comment", recordID: comment.commentID, reason: "" }, "reason"],
      [{ recordType: "comment", recordID: comment.commentID, reason: "   " }, "reason"],
      [{ recordType: "comment", recordID: comment.commentID, reason: "x".repeat(501) }, "reason"],
      [{ recordType: "comment", recordID: comment.commentID }, "reason"],
      [{ recordType: "user", recordID: comment.commentID, reason: "Spam" }, "recordType"],
      [{ recordType: "comment", recordID: 0, reason: "Spam" }, "recordID"],
    ] as const) {
      const response = await report("member", body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    }
    expect(await reportCount()).toBe(before);
  });

  it("is refused while the escalations feature is off", async () => {
    const config = (await t.call("guest", { url: "/config" })).json<Record<string, unknown>>();
    expect(config["feature.escalations.Enabled"]).toBe(true);
    const comment = await firstComment("Images do not load on mobile");
    const before = await reportCount();
    expect((await t.call("admin", { method: "PATCH", url: "/config", body: { "feature.escalations.Enabled": false } })).statusCode).toBe(200);
    try {
      const response = await report("member", { recordType: "comment", recordID: comment.commentID, reason: "Spam" });
      expect(response.statusCode).toBe(403);
      expect(await reportCount()).toBe(before);
    } finally {
      await t.call("admin", { method: "PATCH", url: "/config", body: { "feature.escalations.Enabled": true } });
    }
    expect((await report("member", { recordType: "comment", recordID: comment.commentID, reason: "Spam" })).statusCode).toBe(201);
  });
});

describe("GET /reports and comments' reportMeta", () => {
  it("pages the reports for moderators, newest first", async () => {
    const comment = await firstComment("Search ignores accented characters");
    await report("alice", { recordType: "comment", recordID: comment.commentID, reason: "Rude." });
    await report("bob", { recordType: "comment", recordID: comment.commentID, reason: "Very rude." });

    const response = await t.call("moderator", { url: "/reports", query: { recordType: "comment", recordID: String(comment.commentID), limit: "1" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    expect(response.headers.link).toContain('rel="next"');
    expect(response.json<Report[]>().map((r) => [r.reason, r.insertUser?.name])).toEqual([["Very rude.", "bob"]]);
    expect((await t.call("member", { url: "/reports" })).statusCode).toBe(403);
    expect((await t.call("moderator", { url: "/reports", query: { status: "open" } })).json().errors).toHaveProperty("status");
    expect((await t.call("guest", { url: "/reports" })).statusCode).toBe(403);
  });

  it("keeps the post as reported, and says when its author has since changed or deleted it", async () => {
    const discussionID = await t.discussionID("What brought you here?");
    const posted = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID, body: "Buy <b>cheap</b> watches", format: "html" } });
    const commentID = posted.json<ForumComment>().commentID;
    const original = posted.json<ForumComment>().body;
    await report("bob", { recordType: "comment", recordID: commentID, reason: "An advert.\nAgain <here>." });
    const reported = async () =>
      (await t.call("moderator", { url: "/reports", query: { recordType: "comment", recordID: String(commentID) } })).json<Report[]>()[0];

    expect(await reported()).toMatchObject({ recordHtml: original, recordIsLive: true, recordWasEdited: false, noteHtml: "An advert.<br>Again &lt;here&gt;." });
    expect((await t.call("alice", { method: "PATCH", url: `/comments/${commentID}`, body: { body: "Hello all", format: "text" } })).statusCode).toBe(200);
    expect(await reported()).toMatchObject({ recordHtml: original, recordIsLive: true, recordWasEdited: true });
    expect((await t.call("moderator", { method: "DELETE", url: `/comments/${commentID}` })).statusCode).toBe(204);
    expect(await reported()).toMatchObject({ recordHtml: original, recordIsLive: false, recordWasEdited: false });
  });

  it("gives moderators each comment's count of reports", async () => {
    const comment = await firstComment("Search ignores accented characters");
    const list = async (who: DemoUser) =>
      (await t.call(who, { url: "/comments", query: { discussionID: String(comment.discussionID) } })).json<ForumComment[]>();
    const asModerator = await list("moderator");
    expect(asModerator.find((c) => c.commentID === comment.commentID)?.reportMeta).toEqual({ countReports: 2 });
    expect(asModerator.find((c) => c.commentID !== comment.commentID)?.reportMeta).toEqual({ countReports: 0 });
    expect((await list("member")).every((c) => c.reportMeta === undefined)).toBe(true);
  });
});
