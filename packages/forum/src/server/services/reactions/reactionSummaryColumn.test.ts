import { createApp } from "@quorum/server";
import { api } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forum from "../../index";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";
import type { ForumComment } from "../comments/ForumComment";
import type { ForumDiscussion } from "../discussions/ForumDiscussion";

// The reactions of a page's posts are a column of the page's own query: serializing them costs no
// statement at all, however many posts the page holds and however many reactions they have.
let t: ForumTestApp;
let counted: FastifyInstance;
let queries = 0;
beforeAll(async () => {
  t = await createForumTestApp();
  // Counted as results arrive: statements run as SQL text are compiled by nobody.
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries++;
      return args.result;
    },
  };
  // A second app over the same database, counting every statement it runs.
  counted = await createApp({ db: t.db.withPlugin(counting), addons: [forum] });
});
afterAll(async () => {
  await counted?.close();
  await t?.close();
});

/** Statements one request runs, once the caches it uses are warm. */
async function statementsOf(cookie: string | undefined, url: string, query: Record<string, string>): Promise<{ count: number; body: unknown }> {
  const request = { url, query, ...(cookie ? { cookie } : {}) };
  expect((await api(counted, request)).statusCode).toBe(200);
  queries = 0;
  const response = await api(counted, request);
  expect(response.statusCode).toBe(200);
  return { count: queries, body: response.json() };
}

const react = (who: "alice" | "bob" | "member", url: string, reactionType: string) => t.call(who, { method: "POST", url, body: { reactionType } });

describe("reactions on serialized posts", () => {
  it("adds no statement to a page of comments, whatever its size and reactions", async () => {
    const discussionID = await t.discussionID("Share your setup");
    const query = (limit: number) => ({ discussionID: String(discussionID), limit: String(limit), expand: "insertUser" });
    const bare = await statementsOf(t.cookies.alice, "/comments", query(30));
    expect(bare.count).toBeGreaterThan(0);

    const comments = (
      await t.forum
        .selectFrom("comments")
        .select("commentID")
        .where("discussionID", "=", discussionID)
        .orderBy("dateInserted")
        .orderBy("commentID")
        .limit(30)
        .execute()
    ).map((c) => c.commentID);
    for (const [i, commentID] of comments.entries()) {
      await react("alice", `/comments/${commentID}/reactions`, i % 2 === 0 ? "up" : "like");
      if (i % 3 === 0) await react("bob", `/comments/${commentID}/reactions`, "up");
    }
    const small = await statementsOf(t.cookies.alice, "/comments", query(5));
    const large = await statementsOf(t.cookies.alice, "/comments", query(30));
    expect(small.count).toBe(bare.count);
    expect(large.count).toBe(bare.count);

    const page = large.body as ForumComment[];
    expect(page).toHaveLength(30);
    expect(page[0]?.reactions?.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([["up", 2, true]]);
    expect(page[1]?.reactions?.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([["like", 1, true]]);
    expect(page[3]?.reactions?.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([
      ["like", 1, true],
      ["up", 1, false],
    ]);
  });

  it("adds no statement to a discussion, nor to a list that asks for them with expand=reactions", async () => {
    const id = await t.discussionID("What brought you here?");
    const before = await statementsOf(t.cookies.member, `/discussions/${id}`, {});
    await react("alice", `/discussions/${id}/reactions`, "up");
    await react("member", `/discussions/${id}/reactions`, "up");
    const after = await statementsOf(t.cookies.member, `/discussions/${id}`, {});
    expect(after.count).toBe(before.count);
    expect((after.body as ForumDiscussion).reactions).toMatchObject([{ urlcode: "up", count: 2, hasReacted: true }]);

    const plain = await statementsOf(undefined, "/discussions", { limit: "30", expand: "insertUser" });
    expect(plain.count).toBeGreaterThan(0);
    const expanded = await statementsOf(undefined, "/discussions", { limit: "30", expand: "insertUser,reactions" });
    expect(expanded.count).toBe(plain.count);
    // Lists carry reactions only when asked: the guest list's work is unchanged.
    expect((plain.body as ForumDiscussion[]).every((d) => d.reactions === undefined)).toBe(true);
    const listed = (expanded.body as ForumDiscussion[]).find((d) => d.discussionID === id);
    expect(listed?.reactions).toMatchObject([{ urlcode: "up", count: 2, hasReacted: false }]);
    expect((expanded.body as ForumDiscussion[]).filter((d) => d.discussionID !== id).every((d) => Array.isArray(d.reactions))).toBe(true);
  });
});
