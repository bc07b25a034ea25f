import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../../testing/createForumTestApp";
import { categoryFollowers } from "./categoryFollowers";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const follow = (as: DemoUser, categoryID: number, body: Record<string, boolean>, by: DemoUser = as) =>
  t.call(by, { method: "PATCH", url: `/categories/${categoryID}/preferences/${t.userIDs[as]}`, body: { "preferences.followed": true, ...body } });

describe("categoryFollowers", () => {
  it("lists the followers whose preferences want that kind of content, with their popup and email flags", async () => {
    const id = await t.categoryID("general");
    await follow("member", id, { "preferences.popup.posts": true, "preferences.email.comments": true });
    await follow("alice", id, { "preferences.email.posts": true });
    // Bob follows with every kind of content off (a bare follow would take his own defaults).
    await follow("bob", id, { "preferences.popup.posts": false });
    const { userIDs } = t;
    expect(await categoryFollowers(t.db, id, "posts")).toEqual(
      [
        { userID: userIDs.member, popup: true, email: false },
        { userID: userIDs.alice, popup: false, email: true },
      ].sort((a, b) => (a.userID ?? 0) - (b.userID ?? 0)),
    );
    expect(await categoryFollowers(t.db, id, "comments")).toEqual([{ userID: userIDs.member, popup: false, email: true }]);
    expect(await categoryFollowers(t.db, 999999, "posts")).toEqual([]);
  });

  it("leaves out a member who may no longer see the category, and a banned one", async () => {
    const lounge = await t.categoryID("staff-lounge");
    const moderatorRole = await t.forum.selectFrom("roles").select("roleID").where("type", "=", "moderator").executeTakeFirstOrThrow();
    const alice = t.userIDs.alice ?? 0;
    // Alice is made a moderator, follows the Staff Lounge (set by a site manager here), then loses the role.
    await t.forum.insertInto("userRoles").values({ userID: alice, roleID: moderatorRole.roleID }).execute();
    expect((await follow("alice", lounge, { "preferences.popup.posts": true }, "admin")).statusCode).toBe(200);
    expect((await follow("moderator", lounge, { "preferences.popup.posts": true })).statusCode).toBe(200);
    const both = await categoryFollowers(t.db, lounge, "posts");
    expect(both.map((f) => f.userID).sort()).toEqual([alice, t.userIDs.moderator].sort());

    await t.forum.deleteFrom("userRoles").where("userID", "=", alice).where("roleID", "=", moderatorRole.roleID).execute();
    expect((await categoryFollowers(t.db, lounge, "posts")).map((f) => f.userID)).toEqual([t.userIDs.moderator]);

    const general = await t.categoryID("general");
    await t.forum
      .updateTable("users")
      .set({ banned: true })
      .where("userID", "=", t.userIDs.member ?? 0)
      .execute();
    expect((await categoryFollowers(t.db, general, "posts")).map((f) => f.userID)).toEqual([alice]);
    await t.forum
      .updateTable("users")
      .set({ banned: false })
      .where("userID", "=", t.userIDs.member ?? 0)
      .execute();
  });
});
