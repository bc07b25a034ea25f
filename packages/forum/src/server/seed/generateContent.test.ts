import { GUEST_USER } from "@quorum/api";
import { computePermissions, createUser, seededRandom, type Viewer } from "@quorum/server";
import { createTestApp, type TestApp } from "@quorum/server/testing";
import { sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forum from "../index";
import { forumDb } from "../db/forumDb";
import { listDiscussions } from "../services/discussions/listDiscussions";
import { listComments } from "../services/comments/listComments";
import { generateContent, type GeneratedContent } from "./generateContent";

let t: TestApp;
let generated: GeneratedContent;
beforeAll(async () => {
  t = await createTestApp({ addons: [forum] });
  // A bare site as `quorum seed` may meet it: two users, no categories.
  await createUser(t.db, { name: "writer", email: "w@example.com", password: "password-123", roles: ["Member"] });
  await createUser(t.db, { name: "replier", email: "r@example.com", password: "password-123", roles: ["Member"] });
  await t.db
    .withTables<{ tags: { name: string; urlcode: string } }>()
    .insertInto("tags")
    .values([
      { name: "One", urlcode: "one" },
      { name: "Two", urlcode: "two" },
    ])
    .execute();
  generated = await generateContent(t.db, { discussions: 2000, comments: 20000, users: 5, random: seededRandom(7) });
}, 180_000);
afterAll(() => t?.close());

describe("generateContent (quorum seed --discussions N --comments M)", () => {
  // How fast it generates is tooling/bench's to measure (`quorum seed` in the search benchmark), not a test's.
  it("inserts 2,000 discussions and 20,000 comments, with consistent counters", async () => {
    expect(generated).toEqual({ discussions: 2000, comments: 20000, users: 5, categories: 4 });
    const db = forumDb(t.db);
    const totals = await db
      .selectFrom("discussions")
      .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("countComments").as("comments")])
      .executeTakeFirstOrThrow();
    expect(Number(totals.n)).toBe(2000);
    expect(Number(totals.comments)).toBe(20000);
    const categories = await db.selectFrom("categories").selectAll().orderBy("categoryID").execute();
    expect(categories.reduce((sum, c) => sum + c.countDiscussions, 0)).toBe(2000);
    expect(categories[0]?.countAllDiscussions).toBe((categories[0]?.countDiscussions ?? 0) + (categories[1]?.countDiscussions ?? 0));
    expect(categories.map((c) => c.name)).toEqual(["General", "Questions", "Support", "Off Topic"]);
    const users = await db.selectFrom("users").select(["countDiscussions", "countComments"]).execute();
    expect(users).toHaveLength(5);
    expect(users.reduce((sum, u) => sum + u.countComments, 0)).toBe(20000);
    expect(users.every((u) => u.countDiscussions > 0)).toBe(true);
    // Bodies are real text, not placeholders.
    const sample = await db.selectFrom("discussions").select(["name", "body"]).limit(1).executeTakeFirstOrThrow();
    expect(sample.name.length).toBeGreaterThan(10);
    expect(sample.body.split(" ").length).toBeGreaterThan(10);
  });

  it("lists with a constant number of queries whatever the page size", async () => {
    // Counted per result, i.e. per statement sent (transformQuery also sees every subquery).
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    };
    const db = forumDb(t.db).withPlugin(counter);
    const member = await t.db.selectFrom("users").select("userID").where("name", "=", "writer").executeTakeFirstOrThrow();
    const viewer: Viewer = {
      user: { ...GUEST_USER, userID: member.userID, name: "writer", roleIDs: [] },
      permissions: await computePermissions(t.db, member.userID, [forum]),
      sessionID: null,
    };
    const count = async (limit: number, page = 1) => {
      queries = 0;
      const result = await listDiscussions(
        { db, viewer, addons: t.app.quorum.addons, config: () => t.app.quorum.config.all() },
        { limit, page, expand: "all" },
      );
      expect(result.discussions).toHaveLength(limit);
      return queries;
    };
    await count(5); // the first list also reads the categories into their in-memory cache
    const small = await count(5);
    expect(await count(100)).toBe(small);
    expect(await count(100, 15)).toBe(small);
    // The page with every expansion (authors, tags, read state) is one statement.
    expect(small).toBe(1);

    const threadID = (await forumDb(t.db).selectFrom("discussions").select("discussionID").orderBy("countComments", "desc").limit(1).executeTakeFirstOrThrow())
      .discussionID;
    queries = 0;
    await listComments(
      { db, viewer, addons: t.app.quorum.addons, config: () => t.app.quorum.config.all() },
      { discussionID: threadID, limit: 5, expand: "insertUser" },
    );
    const fewComments = queries;
    queries = 0;
    await listComments(
      { db, viewer, addons: t.app.quorum.addons, config: () => t.app.quorum.config.all() },
      { discussionID: threadID, limit: 100, expand: "insertUser" },
    );
    expect(queries).toBe(fewComments);
    // The thread and one page of its comments with their authors.
    expect(fewComments).toBe(2);
  });

  it("writes posts oldest first, as a forum does: ids follow the dates, and a comment never predates its thread", async () => {
    // Rows out of date order made the newest matches of a search cost four times the reading.
    const outOfOrder = await sql<{ discussions: number; comments: number; early: number }>`
      SELECT
        (SELECT count(*) FROM (SELECT "dateInserted" < lag("dateInserted") OVER (ORDER BY "discussionID") AS back FROM "discussions") AS x WHERE back)::int AS "discussions",
        (SELECT count(*) FROM (SELECT "dateInserted" < lag("dateInserted") OVER (ORDER BY "commentID") AS back FROM "comments") AS x WHERE back)::int AS "comments",
        (SELECT count(*) FROM "comments" AS c JOIN "discussions" AS d USING ("discussionID") WHERE c."dateInserted" < d."dateInserted")::int AS "early"`.execute(
      t.db,
    );
    expect(outOfOrder.rows[0]).toEqual({ discussions: 0, comments: 0, early: 0 });
  });

  it("leaves the planner statistics of what it wrote: PGlite has no autovacuum to gather them", async () => {
    const tables = await sql<{ relname: string; reltuples: number }>`
      SELECT relname, reltuples FROM pg_class WHERE relname IN ('discussions', 'comments') ORDER BY relname`.execute(t.db);
    // reltuples is -1 until a table is first analyzed.
    expect(tables.rows.map((row) => [row.relname, Number(row.reltuples)])).toEqual([
      ["comments", 20000],
      ["discussions", 2000],
    ]);
  });

  it("serves a deep page", async () => {
    const db = forumDb(t.db);
    const viewer: Viewer = { user: GUEST_USER, permissions: await computePermissions(t.db, 0, [forum]), sessionID: null };
    const result = await listDiscussions(
      { db, viewer, addons: t.app.quorum.addons, config: () => t.app.quorum.config.all() },
      { page: 60, limit: 30, sort: "-dateLastComment" },
    );
    expect(result.discussions.length).toBeGreaterThan(0);
    expect(result.total).toBe(2000);
  });
});
