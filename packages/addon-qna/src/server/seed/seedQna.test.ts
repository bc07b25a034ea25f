import { createUser, DEMO_SITE_KEY, seededRandom } from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import qna from "../index";
import { QNA_STATUS } from "../../shared/QNA_STATUS";
import { createQnaTestApp, type QnaTestApp } from "../testing/createQnaTestApp";
import { DEMO_QUESTIONS } from "./DEMO_QUESTIONS";

let first: QnaTestApp;
let later: QnaTestApp;
beforeAll(async () => {
  [first, later] = await Promise.all([createQnaTestApp(), createQnaTestApp({ disabled: ["qna"] })]);
});
afterAll(async () => {
  await first?.close();
  await later?.close();
});

async function questions(app: QnaTestApp) {
  return app.qna
    .selectFrom("discussions")
    .select(["discussionID", "name", "statusID", "countComments", "lastCommentID", "categoryID"])
    .where("type", "=", "question")
    .orderBy("discussionID")
    .execute();
}

describe("the demo questions", () => {
  it("are written at a demo site's first start: one of each status, with counts kept", async () => {
    const categoryBefore = await first.qna.selectFrom("categories").selectAll().where("categoryID", "=", first.categoryID).executeTakeFirstOrThrow();
    const daveBefore = await first.qna.selectFrom("users").select(["countDiscussions", "countComments"]).where("name", "=", "dave").executeTakeFirstOrThrow();
    const usersBefore = Number(
      (
        await first.qna
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // As seedSite does: every enabled add-on's seed inside one transaction.
    await first.db
      .transaction()
      .execute((trx) =>
        qna.seed!({ db: trx, random: seededRandom(1), createUser: (input) => createUser(trx, input), passwordFor: (name) => `${name}-password-1` }),
      );
    const rows = await questions(first);
    expect(rows.map((q) => q.name)).toEqual(DEMO_QUESTIONS.map((q) => q.name));
    expect(rows.map((q) => q.statusID)).toEqual([QNA_STATUS.accepted, QNA_STATUS.answered, QNA_STATUS.rejected, QNA_STATUS.unanswered]);
    expect(rows.map((q) => q.countComments)).toEqual(DEMO_QUESTIONS.map((q) => q.answers.length));
    expect(rows[3]?.lastCommentID).toBeNull();

    expect(rows.every((q) => q.categoryID === first.categoryID)).toBe(true);
    const category = await first.qna.selectFrom("categories").selectAll().where("categoryID", "=", first.categoryID).executeTakeFirstOrThrow();
    expect(category.countDiscussions).toBe(categoryBefore.countDiscussions + 4);
    expect(category.countAllComments).toBe(categoryBefore.countAllComments + 5);
    // The trending rank is the forum's: a question with answers ranks above one asked alone the same day.
    const hot = await first.qna.selectFrom("discussions").select(["discussionID", "hot"]).where("type", "=", "question").orderBy("discussionID").execute();
    expect(hot.every((q) => q.hot > 0)).toBe(true);

    // The accepted answer reads as accepted through the forum's routes.
    const accepted = await first.qna.selectFrom("qnaAnswers").select(["commentID", "status"]).where("discussionID", "=", rows[0]!.discussionID).execute();
    expect(accepted.map((a) => a.status)).toEqual(["accepted"]);
    const comment = (await first.call("guest", { url: `/comments/${accepted[0]!.commentID}` })).json<{ attributes: { answer: { status: string } } }>();
    expect(comment.attributes.answer.status).toBe("accepted");

    // The forum demo's members were reused (none created), their counts kept.
    const dave = await first.qna.selectFrom("users").select(["countDiscussions", "countComments"]).where("name", "=", "dave").executeTakeFirstOrThrow();
    expect(dave).toEqual({ countDiscussions: daveBefore.countDiscussions + 1, countComments: daveBefore.countComments + 1 });
    expect(
      Number(
        (
          await first.qna
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(usersBefore);
  });

  it("are written when Q&A is first enabled on a demo site later, once", async () => {
    await later.db
      .insertInto("config")
      .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
      .execute();
    expect(await questions(later)).toEqual([]);
    await later.app.quorum.addons.setEnabled("qna", true);
    expect((await questions(later)).map((q) => q.statusID)).toEqual([3, 2, 4, 1]);
    await later.app.quorum.addons.setEnabled("qna", false);
    await later.app.quorum.addons.setEnabled("qna", true);
    expect(await questions(later)).toHaveLength(4);
  });
});
