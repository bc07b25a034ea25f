import type { SeedContext } from "@quorum/server";
import { sql } from "kysely";
import { qnaDb } from "../db/qnaDb";
import type { QnaDb } from "../db/QnaTables";
import { recomputeQuestionStatus } from "../status/recomputeQuestionStatus";
import { DEMO_QUESTIONS, type DemoQuestion } from "./DEMO_QUESTIONS";
import { pickDemoCategory, type SeedCategory } from "./pickDemoCategory";
import { textPost } from "./textPost";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The demo questions: one accepted, one answered, one rejected, one unanswered, asked and answered
 * by the forum demo's members (created when missing). Runs inside the seed's transaction, at a
 * demo site's first start or when Q&A is first enabled there; it keeps the forum's derived counts
 * (discussion, category and user counts, last posts) as the forum's own writes do.
 */
export async function seedQna(ctx: SeedContext): Promise<void> {
  const db = qnaDb(ctx.db);
  const picked = await pickDemoCategory(db);
  if (!picked) return;
  const users = await demoUsers(ctx, db);
  const now = Date.now();
  for (const question of DEMO_QUESTIONS) await insertQuestion(db, question, picked, users, now);
  await sql`
    UPDATE "users" AS u SET
      "countDiscussions" = (SELECT count(*) FROM "discussions" d WHERE d."insertUserID" = u."userID"),
      "countComments" = (SELECT count(*) FROM "comments" c WHERE c."insertUserID" = u."userID")
    WHERE u."userID" = ANY(${Object.values(users)})`.execute(db);
}

/** The demo members by name: existing accounts, or new ones with the site's demo passwords. */
async function demoUsers(ctx: SeedContext, db: QnaDb): Promise<Record<string, number>> {
  const names = [...new Set(DEMO_QUESTIONS.flatMap((q) => [q.asker, ...q.answers.map((a) => a.author)]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users: Record<string, number> = Object.fromEntries(found.map((u) => [u.name, u.userID]));
  for (const name of names) {
    users[name] ??= await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] });
  }
  return users;
}

async function insertQuestion(
  db: QnaDb,
  question: DemoQuestion,
  { category, all }: { category: SeedCategory; all: SeedCategory[] },
  users: Record<string, number>,
  now: number,
): Promise<void> {
  const asked = new Date(now - question.daysAgo * DAY);
  const askerID = users[question.asker] ?? 0;
  const { discussionID } = await db
    .insertInto("discussions")
    .values({
      type: "question",
      name: question.name,
      ...textPost(question.body),
      categoryID: category.categoryID,
      insertUserID: askerID,
      dateInserted: asked,
      dateLastComment: asked,
      lastCommentUserID: askerID,
      lastCommentID: null,
      countViews: 5 + question.answers.length * 9,
      attributes: "{}",
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();

  let last: { commentID: number; userID: number; date: Date } | null = null;
  for (const [index, answer] of question.answers.entries()) {
    const date = new Date(asked.getTime() + (index + 1) * HOUR);
    const userID = users[answer.author] ?? 0;
    const { excerpt: _excerpt, ...post } = textPost(answer.body);
    const { commentID } = await db
      .insertInto("comments")
      .values({ discussionID, ...post, insertUserID: userID, dateInserted: date, attributes: "{}" })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    if (answer.status) {
      await db
        .insertInto("qnaAnswers")
        .values({ commentID, discussionID, status: answer.status, dateAccepted: answer.status === "accepted" ? new Date(date.getTime() + HOUR) : null, acceptUserID: askerID })
        .execute();
    }
    last = { commentID, userID, date };
  }

  const lastDate = last?.date ?? asked;
  await db
    .updateTable("discussions")
    .set({
      countComments: question.answers.length,
      lastCommentID: last?.commentID ?? null,
      lastCommentUserID: last?.userID ?? askerID,
      dateLastComment: lastDate,
      // The forum's trending rank (its refreshHot), so the questions sort among the rest.
      hot: sql<number>`ln(greatest(1, "score" + "countComments" + 1)) + extract(epoch from "dateLastComment") / 45000.0`,
    })
    .where("discussionID", "=", discussionID)
    .execute();
  await recomputeQuestionStatus(db, discussionID);

  const path = pathToRoot(all, category.categoryID);
  const own = (n: number) => sql<number>`case when "categoryID" = ${category.categoryID} then ${n}::integer else 0 end`;
  await db
    .updateTable("categories")
    .set((eb) => ({
      countDiscussions: eb("countDiscussions", "+", own(1)),
      countComments: eb("countComments", "+", own(question.answers.length)),
      countAllDiscussions: eb("countAllDiscussions", "+", 1),
      countAllComments: eb("countAllComments", "+", question.answers.length),
    }))
    .where("categoryID", "in", path)
    .execute();
  await db
    .updateTable("categories")
    .set({ lastDiscussionID: discussionID, lastCommentID: last?.commentID ?? null, dateLastPost: lastDate })
    .where("categoryID", "in", path)
    .where((eb) => eb.or([eb("dateLastPost", "is", null), eb("dateLastPost", "<", lastDate)]))
    .execute();
}

/** The category and its ancestors. */
function pathToRoot(all: readonly SeedCategory[], categoryID: number): number[] {
  const byID = new Map(all.map((c) => [c.categoryID, c]));
  const path: number[] = [];
  for (let at = byID.get(categoryID); at && !path.includes(at.categoryID); at = at.parentCategoryID === null ? undefined : byID.get(at.parentCategoryID)) {
    path.push(at.categoryID);
  }
  return path;
}
