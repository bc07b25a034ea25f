import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

// DELETE /discussions/{id}: the audit line (the counts are covered by routes/discussionRoutes.test.ts).
let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const remove = (who: "moderator" | "member", id: number) => t.call(who, { method: "DELETE", url: `/discussions/${id}` });
const exists = async (id: number) =>
  (await t.forum.selectFrom("discussions").select("discussionID").where("discussionID", "=", id).executeTakeFirst()) !== undefined;
const audit = (id: number) => t.forum.selectFrom("auditLog").selectAll().where("recordType", "=", "discussion").where("recordID", "=", id).execute();

describe("DELETE /discussions/{id}", () => {
  it("writes a discussion.delete line naming the discussion and its author", async () => {
    const id = await t.discussionID("Weekend plans thread");
    expect((await remove("moderator", id)).statusCode).toBe(204);
    expect(await exists(id)).toBe(false);
    expect((await audit(id)).map((line) => [line.action, line.categoryID, line.insertUserID, line.data])).toEqual([
      ["discussion.delete", await t.categoryID("off-topic"), t.userIDs.moderator, { name: "Weekend plans thread", insertUserID: t.userIDs.alice }],
    ]);
  });

  it("writes nothing for those who may not delete", async () => {
    const id = await t.discussionID("Coffee or tea?");
    expect((await remove("member", id)).statusCode).toBe(403);
    expect(await exists(id)).toBe(true);
    expect(await audit(id)).toEqual([]);
  });

  it("keeps the discussion when its audit line cannot be written (one transaction)", async () => {
    const id = await t.discussionID("Coffee or tea?");
    await sql`ALTER TABLE "auditLog" ADD CONSTRAINT "test_no_delete" CHECK ("action" <> 'discussion.delete') NOT VALID`.execute(t.forum);
    try {
      expect((await remove("moderator", id)).statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE "auditLog" DROP CONSTRAINT "test_no_delete"`.execute(t.forum);
    }
    expect(await exists(id)).toBe(true);
    expect(await t.forum.selectFrom("comments").select("commentID").where("discussionID", "=", id).execute()).not.toEqual([]);
  });
});
