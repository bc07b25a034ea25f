import { recountForum } from "@quorum/forum/contract/server";
import type { SeedContext } from "@quorum/server";
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
 * demo site's first start or when Q&A is first enabled there. The rows are written as they were
 * long ago, then the forum recounts what derives from them (counts, last posts, trending rank).
 */
export async function seedQna(ctx: SeedContext): Promise<void> {
  const db = qnaDb(ctx.db);
  const picked = await pickDemoCategory(db);
  if (!picked) return;
  const users = await demoUsers(ctx, db);
  const now = Date.now();
  const asked: number[] = [];
  for (const question of DEMO_QUESTIONS) asked.push(await insertQuestion(db, question, picked.category, users, now));
  await recountForum(ctx.db);
  for (const discussionID of asked) await recomputeQuestionStatus(db, discussionID);
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

async function insertQuestion(db: QnaDb, question: DemoQuestion, category: SeedCategory, users: Record<string, number>, now: number): Promise<number> {
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
      updateUserID: null,
      dateUpdated: null,
      lastCommentUserID: askerID,
      lastCommentID: null,
      pinLocation: null,
      countViews: 5 + question.answers.length * 9,
      attributes: "{}",
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();

  for (const [index, answer] of question.answers.entries()) {
    const date = new Date(asked.getTime() + (index + 1) * HOUR);
    const { excerpt: _excerpt, ...post } = textPost(answer.body);
    const { commentID } = await db
      .insertInto("comments")
      .values({ discussionID, ...post, insertUserID: users[answer.author] ?? 0, dateInserted: date, updateUserID: null, dateUpdated: null, attributes: "{}" })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    if (answer.status) {
      await db
        .insertInto("qnaAnswers")
        .values({
          commentID,
          discussionID,
          status: answer.status,
          dateAccepted: answer.status === "accepted" ? new Date(date.getTime() + HOUR) : null,
          acceptUserID: askerID,
        })
        .execute();
    }
  }
  return discussionID;
}
