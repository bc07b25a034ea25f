import { recountForum } from "@quorum/forum/contract/server";
import type { SeedContext } from "@quorum/server";
import { pollsDb, type PollsDb } from "../db/PollsTables";
import { DEMO_POLLS, type DemoPoll } from "./DEMO_POLLS";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo content: an open single-choice poll and a closed public multiple-choice one, in an open
 * category, by the forum demo's members (created when missing), with votes. Runs on a demo site
 * only, once, when the add-on is first enabled there (or at its first start while it is).
 */
export async function seedPolls(ctx: SeedContext): Promise<void> {
  const db = pollsDb(ctx.db);
  const category = await db
    .selectFrom("categories")
    .select("categoryID")
    .where("permissionCategoryID", "<", 0)
    .where("displayAs", "!=", "heading")
    .orderBy("sort")
    .orderBy("categoryID")
    .executeTakeFirst();
  if (!category) return;
  const names = [...new Set(DEMO_POLLS.flatMap((poll) => [poll.author, ...Object.keys(poll.votes)]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const now = Date.now();
  for (const [index, demo] of DEMO_POLLS.entries())
    await insertPoll(db, demo, category.categoryID, (name) => users.get(name) ?? 0, new Date(now - (5 - index) * DAY));
  // Counts and last posts derive from the rows.
  await recountForum(ctx.db);
}

async function insertPoll(db: PollsDb, demo: DemoPoll, categoryID: number, id: (name: string) => number, date: Date): Promise<void> {
  const escaped = demo.body.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const { discussionID } = await db
    .insertInto("discussions")
    .values({
      type: "poll",
      statusID: 0,
      name: demo.title,
      body: demo.body,
      format: "text",
      bodyHtml: `<p>${escaped}</p>`,
      excerpt: demo.body,
      categoryID,
      insertUserID: id(demo.author),
      dateInserted: date,
      dateLastComment: date,
      lastCommentUserID: id(demo.author),
      lastCommentID: null,
      updateUserID: null,
      pinLocation: null,
      attributes: "{}",
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  const dateClosed = demo.closesInDays === null ? null : new Date(Date.now() + demo.closesInDays * DAY);
  const { pollID } = await db
    .insertInto("polls")
    .values({
      discussionID,
      name: demo.question,
      multipleChoice: demo.multipleChoice,
      maxChoices: null,
      isPublic: demo.isPublic,
      dateClosed,
      insertUserID: id(demo.author),
      dateInserted: date,
    })
    .returning("pollID")
    .executeTakeFirstOrThrow();
  const options = await db
    .insertInto("pollOptions")
    .values(demo.options.map((body, sort) => ({ pollID, body, sort })))
    .returning("pollOptionID")
    .execute();
  const votes = Object.entries(demo.votes).flatMap(([name, picks]) =>
    picks.map((pick) => ({ pollID, pollOptionID: options[pick]?.pollOptionID ?? 0, userID: id(name), dateInserted: date })),
  );
  await db.insertInto("pollVotes").values(votes).execute();
}
