import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumUser } from "../../../contract/ForumUser";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t.close());

const posted = async (userID: number) => ({
  countDiscussions: (
    await t.forum
      .selectFrom("discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insertUserID", "=", userID)
      .executeTakeFirstOrThrow()
  ).n,
  countComments: (
    await t.forum
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insertUserID", "=", userID)
      .executeTakeFirstOrThrow()
  ).n,
});

describe("the forum's post counts on a profile", () => {
  it("adds a member's discussion and comment counts to GET /users/{id}, the framework's route", async () => {
    const aliceID = t.userIDs.alice!;
    // An administrator sees every category, so every post counts (a guest's counts leave out the
    // Staff Lounge's: permissions/hiddenRecords.test.ts).
    const profile = (await t.call("admin", { url: `/users/${aliceID}` })).json<ForumUser>();
    const counts = await posted(aliceID);
    expect(counts.countComments).toBeGreaterThan(0);
    expect(profile).toMatchObject({ userID: aliceID, name: "alice", ...counts });
  });

  it("counts a new comment", async () => {
    const aliceID = t.userIDs.alice!;
    const before = (await t.call("guest", { url: `/users/${aliceID}` })).json<ForumUser>();
    const discussionID = (await t.forum.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow())
      .discussionID;
    const created = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID, body: "One more.", format: "markdown" } });
    expect(created.statusCode).toBe(201);
    const after = (await t.call("guest", { url: `/users/${aliceID}` })).json<ForumUser>();
    expect(after.countComments).toBe(before.countComments + 1);
    expect(after.countDiscussions).toBe(before.countDiscussions);
  });
});
