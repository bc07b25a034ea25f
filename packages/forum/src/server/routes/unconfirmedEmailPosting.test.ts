import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

// Spec §5: with email confirmation required, a member whose email is not confirmed may not post
// (the framework withholds `registration.withheldUntilConfirmed`), and the forum's refusal says why.
let t: ForumTestApp;
let generalID: number;
let discussionID: number;
beforeAll(async () => {
  t = await createForumTestApp();
  generalID = await t.categoryID("general");
  discussionID = await t.discussionID("Coffee or tea?");
  await t.db.updateTable("users").set({ emailConfirmed: false }).where("name", "=", "alice").execute();
  t.app.quorum.sessions.forgetUser(t.userIDs.alice ?? 0);
});
afterAll(() => t.close());

const count = async (table: "discussions" | "comments") =>
  (
    await t.forum
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

const post = (as: "alice" | "bob") => ({
  discussion: () => t.call(as, { method: "POST", url: "/discussions", body: { name: "Hello", body: "x", categoryID: generalID } }),
  comment: () => t.call(as, { method: "POST", url: "/comments", body: { discussionID, body: "x" } }),
});

describe("posting before the email is confirmed", () => {
  it("is refused with 'Your email address is not confirmed.' while confirmation is required, writing nothing; others post as before", async () => {
    await t.app.quorum.config.patch({ "registration.confirmEmail": true });
    const [discussions, comments] = [await count("discussions"), await count("comments")];
    for (const attempt of [post("alice").discussion, post("alice").comment]) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: "Your email address is not confirmed.", status: 403 });
    }
    expect([await count("discussions"), await count("comments")]).toEqual([discussions, comments]);
    expect((await post("bob").comment()).statusCode).toBe(201);
  });

  it("is allowed when the site does not require confirmation", async () => {
    await t.app.quorum.config.patch({ "registration.confirmEmail": false });
    expect((await post("alice").comment()).statusCode).toBe(201);
  });
});
