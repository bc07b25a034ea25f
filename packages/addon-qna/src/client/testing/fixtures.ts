import type { Comment, Discussion } from "@quorum/api";
import { MEMBER } from "@quorum/core/testing";

/** A question by the test member (`MEMBER`, userID 5), as the forum serializes it with Q&A enabled. */
export function aQuestion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    discussionID: 7,
    type: "question",
    name: "How do I reset my password?",
    url: "/discussion/7/how-do-i-reset-my-password",
    categoryID: 1,
    insertUserID: MEMBER.userID,
    dateInserted: "2026-11-01T10:00:00.000Z",
    dateUpdated: null,
    dateLastComment: "2026-11-02T10:00:00.000Z",
    pinned: false,
    closed: false,
    sink: false,
    statusID: 2,
    countViews: 3,
    countComments: 1,
    score: 0,
    ...overrides,
  };
}

/** An answer (by someone else) with its `attributes.answer`. */
export function anAnswer(status: "pending" | "accepted" | "rejected" = "pending", overrides: Partial<Comment> = {}): Comment {
  return {
    commentID: 100,
    discussionID: 7,
    parentRecordType: "discussion",
    parentRecordID: 7,
    body: "<p>Use the link on the sign-in page.</p>",
    url: "/discussion/comment/100#Comment_100",
    insertUserID: 12,
    dateInserted: "2026-11-02T10:00:00.000Z",
    dateUpdated: null,
    score: 0,
    attributes: { answer: { status, dateAccepted: status === "accepted" ? "2026-11-02T11:00:00.000Z" : null, acceptUserID: status === "pending" ? null : 5 } },
    ...overrides,
  };
}
