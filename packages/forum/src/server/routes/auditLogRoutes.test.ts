import type { ApiErrorBody, AuditLogEntry } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
const ids = { closed: 0, bumped: 0, deleted: 0, announcement: 0, general: 0, announcements: 0 };
beforeAll(async () => {
  t = await createForumTestApp();
  ids.closed = await t.discussionID("Share your setup");
  ids.bumped = await t.discussionID("What brought you here?");
  ids.deleted = await t.discussionID("Coffee or tea?");
  ids.announcement = await t.discussionID("New: reactions on comments");
  ids.general = await t.categoryID("general");
  ids.announcements = await t.categoryID("announcements");
  // The log's lines come from the moderation calls themselves, oldest first.
  const ok = async (who: DemoUser, method: "PATCH" | "DELETE", url: string, body?: unknown) =>
    expect((await t.call(who, { method, url, ...(body ? { body } : {}) })).statusCode).toBeLessThan(300);
  await ok("moderator", "PATCH", `/discussions/${ids.closed}`, { closed: true });
  await ok("moderator", "PATCH", `/discussions/${ids.bumped}/bump`);
  await ok("admin", "PATCH", `/discussions/${ids.closed}`, { insertUserID: t.userIDs.bob });
  await ok("moderator", "DELETE", `/discussions/${ids.deleted}`);
  await ok("moderator", "PATCH", `/discussions/${ids.announcement}`, { sink: true });
});
afterAll(() => t?.close());

const logs = async (who: DemoUser | "guest", query: Record<string, string> = {}) => t.call(who, { url: "/audit-logs", query });
const entries = async (who: DemoUser | "guest", query: Record<string, string> = {}) => {
  const response = await logs(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogEntry[]>();
};
const actions = (list: AuditLogEntry[]) => list.map((entry) => `${entry.action} ${entry.recordID}`);

describe("GET /audit-logs", () => {
  it("lists the lines newest first, with who did it, the record's name and address, and paging headers", async () => {
    const all = await entries("moderator");
    expect(actions(all)).toEqual([
      `discussion.sink ${ids.announcement}`,
      `discussion.delete ${ids.deleted}`,
      `discussion.changeAuthor ${ids.closed}`,
      `discussion.bump ${ids.bumped}`,
      `discussion.close ${ids.closed}`,
    ]);
    const [, deleted, changeAuthor] = all;
    expect(changeAuthor).toEqual({
      auditLogID: expect.any(String),
      action: "discussion.changeAuthor",
      recordType: "discussion",
      recordID: ids.closed,
      categoryID: ids.general,
      insertUserID: t.userIDs.admin,
      insertUser: expect.objectContaining({ userID: t.userIDs.admin, name: "admin", url: "http://localhost:80/profile/admin" }),
      dateInserted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { name: "Share your setup", from: t.userIDs.alice, to: t.userIDs.bob },
      recordName: "Share your setup",
      recordUrl: `/discussion/${ids.closed}/share-your-setup`,
    });
    // A deleted record has no address any more; its name stays in the line's data.
    expect(deleted).toMatchObject({ recordName: null, recordUrl: null, data: { name: "Coffee or tea?" } });

    const page = await logs("moderator", { limit: "2", page: "2" });
    expect(page.headers["x-app-page-result-count"]).toBe("5");
    expect(page.headers["x-app-page-current"]).toBe("2");
    expect(page.headers.link).toContain('rel="next"');
    expect(page.headers.link).toContain('rel="prev"');
    expect(actions(page.json<AuditLogEntry[]>())).toEqual(actions(all.slice(2, 4)));
  });

  it("filters by record, by category and by who did it", async () => {
    expect(actions(await entries("moderator", { recordType: "discussion", recordID: String(ids.closed) }))).toEqual([
      `discussion.changeAuthor ${ids.closed}`,
      `discussion.close ${ids.closed}`,
    ]);
    expect(actions(await entries("moderator", { insertUserID: String(t.userIDs.admin) }))).toEqual([`discussion.changeAuthor ${ids.closed}`]);
    expect(actions(await entries("moderator", { categoryID: String(ids.announcements) }))).toEqual([`discussion.sink ${ids.announcement}`]);
    expect(await entries("moderator", { recordType: "comment", recordID: String(ids.closed) })).toEqual([]);
  });

  it("names comments, users and categories by what they are now", async () => {
    const comment = await t.forum.selectFrom("comments").select(["commentID", "discussionID"]).where("discussionID", "=", ids.bumped).executeTakeFirstOrThrow();
    const lines = [
      { recordType: "comment", recordID: comment.commentID },
      { recordType: "user", recordID: t.userIDs.alice ?? 0 },
      { recordType: "category", recordID: ids.general },
    ];
    // As other parts of the forum write them (here in the Staff Lounge, which has no other lines).
    const lounge = await t.categoryID("staff-lounge");
    await t.forum
      .insertInto("auditLog")
      .values(lines.map((line) => ({ ...line, action: `${line.recordType}.test`, insertUserID: t.userIDs.moderator ?? 0, data: "{}", categoryID: lounge })))
      .execute();
    const found = await entries("moderator", { categoryID: String(lounge) });
    expect(found.map((entry) => [entry.recordType, entry.recordName, entry.recordUrl])).toEqual([
      ["category", "General", "/categories/general"],
      ["user", "alice", "/profile/alice"],
      ["comment", "What brought you here?", `/discussion/comment/${comment.commentID}#Comment_${comment.commentID}`],
    ]);
  });

  it("is for community moderators; category moderators read their category's lines and its discussions'", async () => {
    for (const who of ["member", "guest"] as const) {
      expect((await logs(who)).statusCode).toBe(403);
      expect((await logs(who, { categoryID: String(ids.announcements) })).statusCode).toBe(403);
    }

    // Members moderate Announcements (a category with its own permissions).
    const memberRole = await t.forum.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow();
    await t.forum
      .insertInto("rolePermissions")
      .values({ roleID: memberRole.roleID, resourceType: "category", resourceID: ids.announcements, permission: "discussions.moderate", granted: true })
      .execute();
    t.app.quorum.permissions.invalidate();
    try {
      expect(actions(await entries("member", { categoryID: String(ids.announcements) }))).toEqual([`discussion.sink ${ids.announcement}`]);
      expect(actions(await entries("member", { recordType: "discussion", recordID: String(ids.announcement) }))).toEqual([
        `discussion.sink ${ids.announcement}`,
      ]);
      expect((await logs("member")).statusCode).toBe(403);
      expect((await logs("member", { categoryID: String(ids.general) })).statusCode).toBe(403);
      expect((await logs("member", { recordType: "discussion", recordID: String(ids.closed) })).statusCode).toBe(403);
      expect((await logs("member", { insertUserID: String(t.userIDs.moderator) })).statusCode).toBe(403);
      // A deleted discussion counts in the category of its last line.
      expect((await logs("member", { recordType: "discussion", recordID: String(ids.deleted) })).statusCode).toBe(403);
    } finally {
      await t.forum
        .deleteFrom("rolePermissions")
        .where("permission", "=", "discussions.moderate")
        .where("resourceID", "=", ids.announcements)
        .where("roleID", "=", memberRole.roleID)
        .execute();
      t.app.quorum.permissions.invalidate();
    }
  });

  it("answers 422 naming the parameter for bad filters", async () => {
    for (const [query, field] of [
      [{ recordType: "planet" }, "recordType"],
      [{ recordID: "x" }, "recordID"],
      [{ limit: "0" }, "limit"],
      [{ page: "-1" }, "page"],
    ] as const) {
      const response = await logs("moderator", query);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<ApiErrorBody>().errors ?? {})).toEqual([field]);
    }
  });
});
