import type { ApiErrorBody } from "@quorum/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../../testing/createForumTestApp";
import type { ForumDiscussion } from "./ForumDiscussion";

// PATCH /discussions/{id}: the moderation fields and their audit lines (the editing of title and
// body is covered by routes/discussionRoutes.test.ts).
let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const patch = (who: DemoUser | "guest", id: number, body: Record<string, unknown>, query?: Record<string, string>) =>
  t.call(who, { method: "PATCH", url: `/discussions/${id}`, body, ...(query ? { query } : {}) });
const row = (id: number) => t.forum.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirstOrThrow();
const audit = async (id: number) =>
  (await t.forum.selectFrom("auditLog").selectAll().where("recordType", "=", "discussion").where("recordID", "=", id).orderBy("auditLogID").execute()).map(
    (line) => ({ action: line.action, categoryID: line.categoryID, insertUserID: line.insertUserID, data: line.data }),
  );
const countDiscussionsOf = async (name: string) =>
  (await t.forum.selectFrom("users").select("countDiscussions").where("name", "=", name).executeTakeFirstOrThrow()).countDiscussions;

describe("PATCH /discussions/{id} moderation", () => {
  it("writes one audit line per moderation change: close, sink, announce, resolve, move", async () => {
    const id = await t.discussionID("What brought you here?");
    const general = await t.categoryID("general");
    const offTopic = await t.categoryID("off-topic");
    const response = await patch(
      "moderator",
      id,
      { closed: true, sink: true, pinned: true, pinLocation: "recent", resolved: true, categoryID: offTopic },
      { expand: "category" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumDiscussion>()).toMatchObject({
      closed: true,
      sink: true,
      pinned: true,
      pinLocation: "recent",
      resolved: true,
      categoryID: offTopic,
      category: { categoryID: offTopic, name: "Off Topic" },
    });
    const line = (action: string, data: Record<string, unknown> = {}) => ({
      action,
      categoryID: general,
      insertUserID: t.userIDs.moderator,
      data: { name: "What brought you here?", ...data },
    });
    expect(await audit(id)).toEqual([
      line("discussion.close"),
      line("discussion.sink"),
      line("discussion.announce", { pinLocation: "recent" }),
      line("discussion.resolve"),
      line("discussion.move", { from: general, to: offTopic }),
    ]);

    await patch("moderator", id, { closed: false, sink: false, pinned: false, resolved: false, categoryID: general });
    expect((await audit(id)).slice(5).map((entry) => entry.action)).toEqual([
      "discussion.open",
      "discussion.unsink",
      "discussion.unannounce",
      "discussion.unresolve",
      "discussion.move",
    ]);
    // Unchanged values are no change: no line.
    await patch("moderator", id, { closed: false, pinned: false });
    expect(await audit(id)).toHaveLength(10);
  });

  it("changes the author for site managers, moving the authors' discussion counts, with an audit line", async () => {
    const id = await t.discussionID("Favourite features so far");
    const [memberCount, aliceCount] = [await countDiscussionsOf("member"), await countDiscussionsOf("alice")];
    const response = await patch("admin", id, { insertUserID: t.userIDs.alice });
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumDiscussion>()).toMatchObject({ insertUserID: t.userIDs.alice, insertUser: { name: "alice" } });
    expect([await countDiscussionsOf("member"), await countDiscussionsOf("alice")]).toEqual([memberCount - 1, aliceCount + 1]);
    expect(await audit(id)).toEqual([
      {
        action: "discussion.changeAuthor",
        categoryID: await t.categoryID("general"),
        insertUserID: t.userIDs.admin,
        data: { name: "Favourite features so far", from: t.userIDs.member, to: t.userIDs.alice },
      },
    ]);
  });

  it("refuses a change of author to moderators (no site.manage or community.manage) and to members, writing nothing", async () => {
    const id = await t.discussionID("Show us your desk");
    for (const who of ["moderator", "member", "guest"] as const) {
      expect((await patch(who, id, { insertUserID: t.userIDs.bob })).statusCode).toBe(403);
    }
    expect((await row(id)).insertUserID).toBe(t.userIDs.carol);
    expect(await audit(id)).toEqual([]);
  });

  it("answers 422 on insertUserID for an author who does not exist, writing nothing", async () => {
    const id = await t.discussionID("Show us your desk");
    const before = await countDiscussionsOf("carol");
    for (const insertUserID of [999999, 0, "someone"]) {
      const response = await patch("admin", id, { insertUserID, closed: true });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<ApiErrorBody>().errors ?? {})).toEqual(["insertUserID"]);
    }
    expect(await row(id)).toMatchObject({ insertUserID: t.userIDs.carol, closed: false });
    expect(await countDiscussionsOf("carol")).toBe(before);
    expect(await audit(id)).toEqual([]);
  });

  it("lets community.manage for one category announce and sink there only; members without it get 403", async () => {
    const inAnnouncements = await t.discussionID("New: reactions on comments");
    const inGeneral = await t.discussionID("Share your setup");
    for (const body of [{ pinned: true }, { sink: true }]) {
      expect((await patch("member", inAnnouncements, body)).statusCode).toBe(403);
    }
    expect(await audit(inAnnouncements)).toEqual([]);

    // Members get community.manage in Announcements (a category with its own permissions).
    const announcements = await t.categoryID("announcements");
    const memberRole = await t.forum.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow();
    await t.forum
      .insertInto("rolePermissions")
      .values({ roleID: memberRole.roleID, resourceType: "category", resourceID: announcements, permission: "community.manage", granted: true })
      .execute();
    t.app.quorum.permissions.invalidate();
    try {
      const response = await patch("member", inAnnouncements, { pinned: true, pinLocation: "category", sink: true });
      expect(response.statusCode).toBe(200);
      expect(response.json<ForumDiscussion>()).toMatchObject({ pinned: true, pinLocation: "category", sink: true });
      expect((await audit(inAnnouncements)).map((line) => [line.action, line.insertUserID])).toEqual([
        ["discussion.sink", t.userIDs.member],
        ["discussion.announce", t.userIDs.member],
      ]);
      expect((await patch("member", inGeneral, { pinned: true })).statusCode).toBe(403);
      expect((await row(inGeneral)).pinned).toBe(false);
    } finally {
      await t.forum.deleteFrom("rolePermissions").where("permission", "=", "community.manage").where("resourceID", "=", announcements).execute();
      t.app.quorum.permissions.invalidate();
    }
  });

  it("writes the change and its audit line in one transaction: when the line fails, the change is undone", async () => {
    const id = await t.discussionID("Coffee or tea?");
    await sql`ALTER TABLE "auditLog" ADD CONSTRAINT "test_no_close" CHECK ("action" <> 'discussion.close') NOT VALID`.execute(t.forum);
    try {
      const response = await patch("moderator", id, { closed: true, sink: true });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE "auditLog" DROP CONSTRAINT "test_no_close"`.execute(t.forum);
    }
    expect(await row(id)).toMatchObject({ closed: false, sink: false });
    expect(await audit(id)).toEqual([]);
  });
});
