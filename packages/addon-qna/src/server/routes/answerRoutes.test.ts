import type { ApiErrorBody, Comment } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QNA_STATUS } from "../../shared/QNA_STATUS";
import { createQnaTestApp, type QnaTestApp } from "../testing/createQnaTestApp";

let t: QnaTestApp;
beforeAll(async () => {
  t = await createQnaTestApp();
});
afterAll(() => t?.close());

const answerOf = (comment: Comment) => comment.attributes?.answer as { status: string; acceptUserID: number | null; dateAccepted: string | null } | undefined;

describe("question statuses", () => {
  it("goes Unanswered -> Answered -> Accepted, and back when the accepted answer is deleted", async () => {
    const id = await t.ask("alice", "How do I reset my password?");
    expect(await t.statusOf(id)).toBe(QNA_STATUS.unanswered);

    // The asker's own comment is no answer.
    const own = await t.answer("alice", id, "More details: I use the mobile app.");
    expect(await t.statusOf(id)).toBe(QNA_STATUS.unanswered);
    expect(answerOf(own)).toBeUndefined();

    const first = await t.answer("bob", id, "Use the Forgot password link.");
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
    expect(answerOf(first)).toEqual({ status: "pending", dateAccepted: null, acceptUserID: null });
    const second = await t.answer("carol", id, "Ask an administrator.");

    const accepted = await t.judge("alice", first.commentID, "accepted");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Comment>()).toMatchObject({
      commentID: first.commentID,
      attributes: { answer: { status: "accepted", acceptUserID: t.userIDs.alice } },
    });
    expect(answerOf(accepted.json<Comment>())?.dateAccepted).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await t.statusOf(id)).toBe(QNA_STATUS.accepted);

    const deleted = await t.call("moderator", { method: "DELETE", url: `/comments/${first.commentID}` });
    expect(deleted.statusCode).toBe(204);
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
    expect(await t.qna.selectFrom("qnaAnswers").select("commentID").where("discussionID", "=", id).execute()).toEqual([]);

    await t.call("moderator", { method: "DELETE", url: `/comments/${second.commentID}` });
    expect(await t.statusOf(id)).toBe(QNA_STATUS.unanswered);
  });

  it("is Rejected when every answer is rejected, and Answered again when a new answer comes", async () => {
    const id = await t.ask("alice", "Why is the sky blue?");
    const first = await t.answer("bob", id);
    const second = await t.answer("carol", id);
    expect((await t.judge("alice", first.commentID, "rejected")).statusCode).toBe(200);
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
    const rejected = await t.judge("moderator", second.commentID, "rejected");
    expect(rejected.json<Comment>()).toMatchObject({ attributes: { answer: { status: "rejected", dateAccepted: null, acceptUserID: t.userIDs.moderator } } });
    expect(await t.statusOf(id)).toBe(QNA_STATUS.rejected);

    await t.answer("bob", id, "Rayleigh scattering.");
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
  });

  it("takes a judgement back with 'pending' and lets a moderator accept on anyone's question", async () => {
    const id = await t.ask("bob", "Where are the settings?");
    const answer = await t.answer("carol", id);
    expect((await t.judge("moderator", answer.commentID, "accepted")).statusCode).toBe(200);
    expect(await t.statusOf(id)).toBe(QNA_STATUS.accepted);
    const pending = await t.judge("bob", answer.commentID, "pending");
    expect(answerOf(pending.json<Comment>())).toEqual({ status: "pending", dateAccepted: null, acceptUserID: null });
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
  });
});

describe("PATCH /comments/{id}/answer refuses", () => {
  it("another member (403) and a guest (403), changing nothing", async () => {
    const id = await t.ask("alice", "Who may accept?");
    const answer = await t.answer("bob", id);
    const member = await t.judge("carol", answer.commentID, "accepted");
    expect(member.statusCode).toBe(403);
    expect(member.json<ApiErrorBody>()).toMatchObject({ status: 403, message: "Permission Problem" });
    // The answerer cannot accept their own answer either.
    expect((await t.judge("bob", answer.commentID, "accepted")).statusCode).toBe(403);
    expect((await t.judge("guest", answer.commentID, "accepted")).statusCode).toBe(403);
    expect(await t.statusOf(id)).toBe(QNA_STATUS.answered);
  });

  it("the asker once the question sits in a category they may not see (the forum's category check), answered as a missing comment", async () => {
    const id = await t.ask("alice", "Moved away?");
    const answer = await t.answer("bob", id);
    const lounge = await t.qna.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff-lounge").executeTakeFirstOrThrow();
    await t.qna.updateTable("discussions").set({ categoryID: lounge.categoryID }).where("discussionID", "=", id).execute();
    const hidden = await t.judge("alice", answer.commentID, "accepted");
    const missing = await t.judge("alice", 987654321, "accepted");
    // 404 for hidden and missing alike, with the same body: judging tells nothing of what exists.
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await t.judge("moderator", answer.commentID, "accepted")).statusCode).toBe(200);
  });

  it("a status it does not know (422 naming status)", async () => {
    const id = await t.ask("alice", "Bad input?");
    const answer = await t.answer("bob", id);
    const response = await t.judge("alice", answer.commentID, "maybe");
    expect(response.statusCode).toBe(422);
    const body = response.json<ApiErrorBody>();
    expect(body.status).toBe(422);
    expect(body.errors?.status?.[0]?.message).toBe("status must be one of: accepted, rejected, pending.");
  });

  it("a comment on a plain discussion (422), the asker's own comment (422) and a missing comment (404)", async () => {
    const plain = await t.ask("alice", "Just chatting", "discussion");
    const comment = await t.answer("bob", plain);
    const notQuestion = await t.judge("alice", comment.commentID, "accepted");
    expect(notQuestion.statusCode).toBe(422);
    expect(notQuestion.json<ApiErrorBody>().errors?.id?.[0]?.code).toBe("notQuestion");

    const question = await t.ask("alice", "Own comment?");
    const own = await t.answer("alice", question);
    expect((await t.judge("alice", own.commentID, "accepted")).json<ApiErrorBody>().errors?.id?.[0]?.code).toBe("notAnswer");

    const missing = await t.judge("alice", 999999, "accepted");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().message).toBe("Comment not found.");
  });
});

describe("serialized fields", () => {
  it("adds attributes.question to questions only, and attributes.answer to answers of questions only", async () => {
    const question = await t.ask("alice", "Serialized?");
    const plain = await t.ask("alice", "Plain", "discussion");
    const answer = await t.answer("bob", question);
    const reply = await t.answer("bob", plain);
    await t.judge("alice", answer.commentID, "accepted");

    const discussions = (await t.call("guest", { url: "/discussions" })).json<{ discussionID: number; attributes: Record<string, unknown> }[]>();
    expect(discussions.find((d) => d.discussionID === question)?.attributes).toEqual({ question: { status: "accepted" } });
    expect(discussions.find((d) => d.discussionID === plain)?.attributes).toEqual({});
    expect(answerOf((await t.call("guest", { url: `/comments/${answer.commentID}` })).json<Comment>())?.status).toBe("accepted");
    expect(answerOf((await t.call("guest", { url: `/comments/${reply.commentID}` })).json<Comment>())).toBeUndefined();
  });

  it("lists questions by status (the forum's statusID filter)", async () => {
    const accepted = (await t.call("guest", { url: "/discussions", query: { type: "question", statusID: "3" } })).json<{ statusID: number; type: string }[]>();
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((d) => d.statusID === QNA_STATUS.accepted && d.type === "question")).toBe(true);
  });
});
