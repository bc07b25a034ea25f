import { GUEST_USER, type Comment } from "@quorum/api";
import type { ForumHookContext, PostRecord } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { Kysely, KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQnaTestApp, type QnaTestApp } from "../testing/createQnaTestApp";
import { addAnswerFields } from "./addAnswerFields";

let t: QnaTestApp;
let question: number;
let plain: number;
let accepted: Comment;
let pending: Comment;
let askersOwn: Comment;
let reply: Comment;
beforeAll(async () => {
  t = await createQnaTestApp();
  question = await t.ask("alice", "Which port?");
  plain = await t.ask("alice", "Hello all", "discussion");
  accepted = await t.answer("bob", question, "Port 8080.");
  pending = await t.answer("carol", question, "Port 80.");
  askersOwn = await t.answer("alice", question, "Thanks, trying.");
  reply = await t.answer("bob", plain, "Hi!");
  await t.judge("alice", accepted.commentID, "accepted");
});
afterAll(() => t?.close());

/** The database as the hook sees it, counting the statements it sends (a real database; the count is the point). */
function countingDb(): { db: Kysely<CoreTables>; statements: () => number } {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery(args) {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: t.db.withPlugin(counter), statements: () => count };
}

const guest = { user: GUEST_USER, permissions: { isAdmin: false, permissions: [] }, sessionID: null };

/** Fresh copies without add-on fields, as the forum hands its comments to serializers. */
const bare = (...comments: Comment[]): Comment[] => comments.map((c) => ({ ...c, attributes: {} }));

async function discussionRecord(discussionID: number): Promise<PostRecord> {
  return t.qna
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "insertUserID", "type", "statusID"])
    .where("discussionID", "=", discussionID)
    .executeTakeFirstOrThrow();
}

/** No other add-on: these hooks consult none. */
const noAddons = { hooks: () => [] };

describe("comment.serialize (addAnswerFields)", () => {
  it("leaves the comments of a known non-question thread alone, with no query", async () => {
    const { db, statements } = countingDb();
    const comments = bare(reply);
    const ctx: ForumHookContext = { db, viewer: guest, addons: noAddons, discussions: new Map([[plain, await discussionRecord(plain)]]) };
    await addAnswerFields(comments, ctx);
    expect(comments[0]?.attributes).toEqual({});
    expect(statements()).toBe(0);
  });

  it("marks the answers of a known question in one query, not the asker's own comment", async () => {
    const { db, statements } = countingDb();
    const comments = bare(accepted, pending, askersOwn);
    await addAnswerFields(comments, { db, viewer: guest, addons: noAddons, discussions: new Map([[question, await discussionRecord(question)]]) });
    expect(comments.map((c) => (c.attributes?.answer as { status: string } | undefined)?.status)).toEqual(["accepted", "pending", undefined]);
    expect(comments[0]?.attributes?.answer).toMatchObject({ acceptUserID: t.userIDs.alice, dateAccepted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(statements()).toBe(1);
  });

  it("finds the questions itself when the discussions are not handed over (one query)", async () => {
    const { db, statements } = countingDb();
    const comments = bare(accepted, askersOwn, reply);
    await addAnswerFields(comments, { db, viewer: guest, addons: noAddons });
    expect(comments.map((c) => (c.attributes?.answer as { status: string } | undefined)?.status)).toEqual(["accepted", undefined, undefined]);
    expect(statements()).toBe(1);
  });
});
