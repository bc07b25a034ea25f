import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

describe("the forum seed", () => {
  it("creates the demo users with their roles", async () => {
    const rows = await t.forum
      .selectFrom("users")
      .innerJoin("userRoles", "userRoles.userID", "users.userID")
      .innerJoin("roles", "roles.roleID", "userRoles.roleID")
      .select(["users.name", "roles.name as role", "users.isAdmin"])
      .orderBy("users.userID")
      .execute();
    expect(rows.slice(0, 3)).toEqual([
      { name: "admin", role: "Administrator", isAdmin: true },
      { name: "moderator", role: "Moderator", isAdmin: false },
      { name: "member", role: "Member", isAdmin: false },
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it("builds the nested category tree with custom permissions on Announcements, Staff Lounge and Site Feedback", async () => {
    const rows = await t.forum
      .selectFrom("categories")
      .select(["categoryID", "urlcode", "parentCategoryID", "depth", "permissionCategoryID"])
      .orderBy("categoryID")
      .execute();
    const byCode = Object.fromEntries(rows.map((r) => [r.urlcode, r]));
    expect(byCode.announcements?.parentCategoryID).toBe(byCode.general?.categoryID);
    expect(byCode.announcements?.depth).toBe(2);
    expect(byCode["bug-reports"]?.parentCategoryID).toBe(byCode.support?.categoryID);
    expect(byCode.announcements?.permissionCategoryID).toBe(byCode.announcements?.categoryID);
    expect(byCode["staff-lounge"]?.permissionCategoryID).toBe(byCode["staff-lounge"]?.categoryID);
    expect(byCode.general?.permissionCategoryID).toBe(-1);
    const grants = await t.forum.selectFrom("rolePermissions").select("resourceID").where("resourceType", "=", "category").distinct().execute();
    const custom = [byCode.announcements?.categoryID, byCode["staff-lounge"]?.categoryID, byCode["site-feedback"]?.categoryID];
    expect(grants.map((g) => g.resourceID).sort()).toEqual(custom.sort());
  });

  it("writes about thirty discussions, one with more than 60 comments, with consistent counts", async () => {
    const discussions = await t.forum.selectFrom("discussions").select(["discussionID", "countComments", "lastCommentID"]).execute();
    expect(discussions.length).toBeGreaterThanOrEqual(25);
    expect(Math.max(...discussions.map((d) => d.countComments))).toBeGreaterThan(60);
    const actual = await t.forum
      .selectFrom("comments")
      .select(["discussionID", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("discussionID")
      .execute();
    for (const { discussionID, n } of actual) {
      expect(discussions.find((d) => d.discussionID === discussionID)?.countComments).toBe(Number(n));
    }
    const general = await t.forum.selectFrom("categories").selectAll().where("urlcode", "=", "general").executeTakeFirstOrThrow();
    const announcements = await t.forum.selectFrom("categories").selectAll().where("urlcode", "=", "announcements").executeTakeFirstOrThrow();
    expect(general.countAllDiscussions).toBe(general.countDiscussions + announcements.countDiscussions);
    expect(general.lastDiscussionID).not.toBeNull();
  });
});
