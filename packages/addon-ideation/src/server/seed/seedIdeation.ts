import { recountForum } from "@quorum/forum/contract/server";
import type { SeedContext } from "@quorum/server";
import { sql } from "kysely";
import { IDEA_TYPE } from "../../shared/IdeaAttributes";
import { ideationDb } from "../db/IdeationTables";
import { DEMO_IDEAS } from "./DEMO_IDEAS";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo content: an "Ideas" category (an idea category taking down-votes) with an idea at each of
 * three stages, voted on by the forum demo's members (created when missing). Runs on a demo site
 * only, once, when the add-on is first enabled there (or at the demo site's first start while it
 * is). Rows are written as they were days ago, then the forum recounts what derives from them.
 */
export async function seedIdeation(ctx: SeedContext): Promise<void> {
  const db = ideationDb(ctx.db);
  const existing = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "ideas").executeTakeFirst();
  const last = await db
    .selectFrom("categories")
    .select(sql<number>`coalesce(max("sort"), 0)::integer`.as("sort"))
    .executeTakeFirstOrThrow();
  const categoryID =
    existing?.categoryID ??
    (
      await db
        .insertInto("categories")
        .values({
          name: "Ideas",
          description: "Suggest what we should build next, and vote for the ideas you want.",
          urlcode: "ideas",
          parentCategoryID: null,
          depth: 1,
          sort: last.sort + 1,
          displayAs: "discussions",
          permissionCategoryID: -1,
          lastDiscussionID: null,
          lastCommentID: null,
        })
        .returning("categoryID")
        .executeTakeFirstOrThrow()
    ).categoryID;
  await db
    .insertInto("ideationCategories")
    .values({ categoryID, allowDownVotes: true })
    .onConflict((oc) => oc.column("categoryID").doNothing())
    .execute();

  const names = [...new Set(DEMO_IDEAS.flatMap((idea) => [idea.author, ...idea.up, ...idea.down]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const id = (name: string): number => users.get(name) ?? 0;
  const statuses = new Map((await db.selectFrom("ideationStatuses").select(["statusID", "name"]).execute()).map((s) => [s.name, s.statusID]));
  const moderatorID = id("moderator") || id(DEMO_IDEAS[0]?.author ?? "");
  const now = Date.now();
  for (const idea of DEMO_IDEAS) {
    const posted = new Date(now - idea.daysAgo * DAY);
    const html = `<p>${idea.body.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;
    const { discussionID } = await db
      .insertInto("discussions")
      .values({
        type: IDEA_TYPE,
        name: idea.name,
        body: idea.body,
        format: "text",
        bodyHtml: html,
        excerpt: idea.body,
        categoryID,
        insertUserID: id(idea.author),
        statusID: statuses.get(idea.status) ?? 0,
        score: idea.up.length - idea.down.length,
        dateInserted: posted,
        dateLastComment: posted,
        updateUserID: null,
        dateUpdated: null,
        lastCommentUserID: null,
        lastCommentID: null,
        pinLocation: null,
        attributes: "{}",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    const votes = [...idea.up.map((name) => ({ name, value: 1 })), ...idea.down.map((name) => ({ name, value: -1 }))];
    if (votes.length > 0)
      await db
        .insertInto("ideationVotes")
        .values(votes.map((vote) => ({ discussionID, userID: id(vote.name), value: vote.value, dateInserted: posted })))
        .execute();
    if (idea.note)
      await db
        .insertInto("ideationNotes")
        .values({ discussionID, note: idea.note, updateUserID: moderatorID, dateUpdated: new Date(posted.getTime() + DAY) })
        .execute();
  }
  await recountForum(ctx.db);
}
