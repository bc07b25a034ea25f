import type { AuditLogEntry, LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentThreadAssetProps } from "../../contract/widgetProps";
import type { ForumComment } from "../services/comments/ForumComment";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// Issue 13 §0: who may edit and delete a comment (the author within the edit window, moderators
// always, nobody else, a guest never), the tombstones deleted comments leave in their thread, and
// the log of a discussion's deleted comments (spec §2, §3, §5, §6).

let t: ForumTestApp;
let general: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
});
afterAll(() => t?.close());

type Who = DemoUser | "guest";
const newDiscussion = async (name: string): Promise<number> => {
  const response = await t.call("member", { method: "POST", url: "/discussions", body: { name, body: "Start.", format: "text", categoryID: general } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ discussionID: number }>().discussionID;
};
const comment = async (who: DemoUser, discussionID: number, body: string): Promise<number> => {
  const response = await t.call(who, { method: "POST", url: "/comments", body: { discussionID, body, format: "text" } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ForumComment>().commentID;
};
const stored = (commentID: number) => t.forum.selectFrom("comments").selectAll().where("commentID", "=", commentID).executeTakeFirst();
const edit = (who: Who, commentID: number | string, body: unknown) => t.call(who, { method: "PATCH", url: `/comments/${commentID}`, body });
const remove = (who: Who, commentID: number | string) => t.call(who, { method: "DELETE", url: `/comments/${commentID}` });
const age = (commentID: number, seconds: number) =>
  t.forum
    .updateTable("comments")
    .set({ dateInserted: new Date(Date.now() - seconds * 1000) })
    .where("commentID", "=", commentID)
    .execute();
const auditLines = () => t.forum.selectFrom("auditLog").selectAll().where("recordType", "=", "comment").orderBy("auditLogID").execute();

/** Grants a permission to the Guest role everywhere while `run` runs: a site's grants never make a guest an editor. */
async function withGuestGrants(permissions: string[], run: () => Promise<void>): Promise<void> {
  const guest = await t.forum.selectFrom("roles").select("roleID").where("name", "=", "Guest").executeTakeFirstOrThrow();
  await t.forum
    .insertInto("rolePermissions")
    .values(permissions.map((permission) => ({ roleID: guest.roleID, resourceType: "global", resourceID: 0, permission, granted: true })))
    .execute();
  t.app.quorum.permissions.invalidate();
  try {
    await run();
  } finally {
    await t.forum.deleteFrom("rolePermissions").where("roleID", "=", guest.roleID).where("permission", "in", permissions).execute();
    t.app.quorum.permissions.invalidate();
  }
}

describe("PATCH /comments/{id}: who may edit", () => {
  it("lets the author edit while the window is open and the discussion too; not after, nor in a closed one", async () => {
    const id = await newDiscussion("Edit window");
    const mine = await comment("member", id, "v1");
    expect((await edit("member", mine, { body: "v2", format: "text" })).statusCode).toBe(200);
    expect((await stored(mine))?.body).toBe("v2");

    await age(mine, 3601);
    const late = await edit("member", mine, { body: "v3", format: "text" });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ status: 403, message: expect.any(String) });
    expect((await stored(mine))?.body).toBe("v2");

    // No limit: a negative window.
    await t.app.quorum.config.patch({ "ui.editContentTimeout": -1 });
    try {
      expect((await edit("member", mine, { body: "v4", format: "text" })).statusCode).toBe(200);
    } finally {
      await t.app.quorum.config.patch({ "ui.editContentTimeout": 3600 });
    }

    const fresh = await comment("member", id, "in an open discussion");
    await t.forum.updateTable("discussions").set({ closed: true }).where("discussionID", "=", id).execute();
    expect((await edit("member", fresh, { body: "closed now", format: "text" })).statusCode).toBe(403);
    expect((await stored(fresh))?.body).toBe("in an open discussion");
  });

  it("lets moderators edit anyone's comment at any time, and nobody else; never a guest", async () => {
    const id = await newDiscussion("Others' comments");
    const alices = await comment("alice", id, "alice's");
    expect((await edit("member", alices, { body: "not mine", format: "text" })).statusCode).toBe(403);
    expect((await edit("bob", alices, { body: "not mine", format: "text" })).statusCode).toBe(403);
    expect((await stored(alices))?.body).toBe("alice's");

    await age(alices, 86_400);
    await t.forum.updateTable("discussions").set({ closed: true }).where("discussionID", "=", id).execute();
    const moderated = await edit("moderator", alices, { body: "moderated", format: "text" });
    expect(moderated.statusCode).toBe(200);
    expect(moderated.json<ForumComment>()).toMatchObject({ body: "<p>moderated</p>", updateUserID: t.userIDs.moderator });

    await withGuestGrants(["comments.edit", "comments.delete", "community.moderate"], async () => {
      expect((await edit("guest", alices, { body: "guest", format: "text" })).statusCode).toBe(403);
      expect((await remove("guest", alices)).statusCode).toBe(403);
    });
    expect((await stored(alices))?.body).toBe("moderated");
  });

  it("logs a moderator's edit of someone else's comment (listed at /log/filter), not an author's own edit", async () => {
    const id = await newDiscussion("Edits in the log");
    const alices = await comment("alice", id, "alice's");
    const linesBefore = (await auditLines()).length;
    expect((await edit("alice", alices, { body: "alice again", format: "text" })).statusCode).toBe(200);
    expect((await auditLines()).length).toBe(linesBefore);

    expect((await edit("moderator", alices, { body: "tidied", format: "text" })).statusCode).toBe(200);
    const lines = (await auditLines()).slice(linesBefore);
    expect(lines.map((line) => [line.action, line.recordID, line.parentRecordID, line.insertUserID, line.categoryID])).toEqual([
      ["comment.edit", alices, id, t.userIDs.moderator, general],
    ]);
    const listed = await t.call("moderator", { url: "/audit-logs", query: { parentRecordID: String(id), recordType: "comment", operation: "edit" } });
    expect(listed.json<AuditLogEntry[]>().map((line) => [line.action, line.recordID, line.data])).toEqual([
      ["comment.edit", alices, { name: "Edits in the log", insertUserID: t.userIDs.alice }],
    ]);
  });

  it("answers bad input with a 4xx naming the field, and writes nothing", async () => {
    const id = await newDiscussion("Bad edits");
    const mine = await comment("member", id, "as posted");
    const before = await stored(mine);
    for (const [body, field] of [
      [{}, "body"],
      [{ body: "" }, "body"],
      [{ body: "   ", format: "text" }, "body"],
      [{ body: "x".repeat(50001) }, "body"],
      [{ body: "{}", format: "rich2" }, "body"],
      [{ body: "[]", format: "rich2" }, "body"],
      [{ body: "ok", format: "docx" }, "format"],
    ] as const) {
      const response = await edit("member", mine, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(response.json<{ errors?: object }>().errors ?? {}), JSON.stringify(body).slice(0, 60)).toContain(field);
    }
    const badID = await edit("member", "abc", { body: "hi" });
    expect(badID.statusCode).toBe(422);
    expect(Object.keys(badID.json<{ errors?: object }>().errors ?? {})).toContain("id");
    expect((await edit("member", 99_999_999, { body: "hi" })).statusCode).toBe(404);
    expect(await stored(mine)).toEqual(before);
  });
});

describe("DELETE /comments/{id}: who may delete", () => {
  it("lets the author delete within the window, moderators always, nobody else; each with its log line", async () => {
    const id = await newDiscussion("Deleting");
    const linesBefore = (await auditLines()).length;
    const mine = await comment("member", id, "mine");
    const old = await comment("member", id, "old");
    const alices = await comment("alice", id, "alice's");
    await age(old, 3601);

    expect((await remove("alice", mine)).statusCode).toBe(403);
    expect((await remove("member", old)).statusCode).toBe(403);
    expect((await remove("member", alices)).statusCode).toBe(403);
    expect((await remove("guest", mine)).statusCode).toBe(403);
    expect(await stored(mine)).toBeDefined();
    expect(await stored(old)).toBeDefined();
    expect((await auditLines()).length).toBe(linesBefore);

    expect((await remove("member", mine)).statusCode).toBe(204);
    expect((await remove("moderator", old)).statusCode).toBe(204);
    expect(await stored(mine)).toBeUndefined();
    expect(await stored(old)).toBeUndefined();
    const lines = (await auditLines()).slice(linesBefore);
    expect(lines.map((line) => [line.action, line.recordID, line.parentRecordID, line.insertUserID, line.categoryID])).toEqual([
      ["comment.delete", mine, id, t.userIDs.member, general],
      ["comment.delete", old, id, t.userIDs.moderator, general],
    ]);
    expect(lines[0]?.data).toEqual({ name: "Deleting", insertUserID: t.userIDs.member });

    expect((await remove("member", "abc")).statusCode).toBe(422);
    expect((await remove("moderator", 99_999_999)).statusCode).toBe(404);
    // Deleted already.
    expect((await remove("moderator", mine)).statusCode).toBe(404);
  });
});

async function thread(discussionID: number, sort?: string): Promise<CommentThreadAssetProps> {
  const query: Record<string, string> = { layoutViewType: "post", recordType: "discussion", recordID: String(discussionID) };
  if (sort) query["params[sort]"] = sort;
  const response = await t.call("guest", { url: "/layouts/lookup-hydrate", query });
  expect(response.statusCode).toBe(200);
  const found = findWidget(response.json<LayoutResponse>().layout, "CommentThreadAsset");
  if (!found) throw new Error("no thread");
  return found as unknown as CommentThreadAssetProps;
}

function findWidget(layout: readonly WidgetNode[], component: string): Record<string, unknown> | undefined {
  for (const node of layout) {
    if (node.$reactComponent === component) return node.$reactProps;
    for (const value of Object.values(node.$reactProps)) {
      if (!Array.isArray(value)) continue;
      const found = findWidget(
        value.filter((v): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v),
        component,
      );
      if (found) return found;
    }
  }
  return undefined;
}

describe("tombstones (spec §3)", () => {
  it("keeps a deleted comment's place in its thread while later comments follow it, with nothing it said", async () => {
    const id = await newDiscussion("Tombstones");
    const first = await comment("alice", id, "first, secret words");
    const second = await comment("bob", id, "replying to alice");
    const third = await comment("member", id, "third");

    expect((await thread(id)).tombstones).toBeUndefined();
    expect((await remove("moderator", first)).statusCode).toBe(204);
    const oldest = await thread(id);
    expect(oldest.comments.map((c) => c.commentID)).toEqual([second, third]);
    expect(oldest.tombstones).toEqual([{ commentID: first, dateInserted: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), nextCommentID: second }]);
    expect(JSON.stringify(oldest)).not.toContain("secret words");
    // Newest first it stands after the comment that followed it; a ranking has no place for it.
    expect((await thread(id, "-dateInserted")).tombstones).toEqual(oldest.tombstones);
    expect((await thread(id, "-score")).tombstones).toBeUndefined();
    // The API's list is of comments only.
    const listed = (await t.call("guest", { url: "/comments", query: { discussionID: String(id) } })).json<ForumComment[]>();
    expect(listed.map((c) => c.commentID)).toEqual([second, third]);

    // The last comment followed nothing: it just goes.
    expect((await remove("moderator", third)).statusCode).toBe(204);
    expect((await thread(id)).tombstones).toEqual(oldest.tombstones);
    // With its follower gone too, the first tombstone gives context to nothing: it goes as well.
    expect((await remove("moderator", second)).statusCode).toBe(204);
    const empty = await thread(id);
    expect(empty.comments).toEqual([]);
    expect(empty.tombstones).toBeUndefined();
  });

  it("places each tombstone before the comment that followed it, on that comment's page", async () => {
    const id = await newDiscussion("Paged tombstones");
    const ids: number[] = [];
    for (let i = 0; i < 33; i++) ids.push(await comment("member", id, `c${i}`));
    // The 31st and 32nd go: 31 comments remain, the first 30 on page 1; both tombstones stand
    // before the 33rd, alone on page 2, and none on page 1 (whose last comment is the 30th).
    const [gone1, gone2, follower] = [ids[30]!, ids[31]!, ids[32]!];
    expect((await remove("moderator", gone1)).statusCode).toBe(204);
    expect((await remove("moderator", gone2)).statusCode).toBe(204);
    const page1 = await thread(id);
    expect(page1.comments.at(-1)?.commentID).toBe(ids[29]);
    expect(page1.tombstones).toBeUndefined();
    const page2Query: Record<string, string> = { layoutViewType: "post", recordType: "discussion", recordID: String(id), "params[page]": "2" };
    const response = await t.call("guest", { url: "/layouts/lookup-hydrate", query: page2Query });
    const page2 = findWidget(response.json<LayoutResponse>().layout, "CommentThreadAsset") as unknown as CommentThreadAssetProps;
    expect(page2.comments.map((c) => c.commentID)).toEqual([follower]);
    expect(page2.tombstones?.map((tomb) => [tomb.commentID, tomb.nextCommentID])).toEqual([
      [gone1, follower],
      [gone2, follower],
    ]);
  });
});

describe("a deleted comment's permalink (/discussion/comment/{id})", () => {
  const permalink = (who: Who, commentID: number) =>
    t.call(who, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "post", recordType: "comment", recordID: String(commentID) } });

  it("opens its thread on the page of its tombstone for viewers of the discussion; 404 for others and when nothing was left", async () => {
    const id = await newDiscussion("Permalinked tombstones");
    const ids: number[] = [];
    for (let i = 0; i < 32; i++) ids.push(await comment("member", id, `c${i}`));
    const [gone, follower, last] = [ids[30]!, ids[31]!, ids[29]!];
    expect((await remove("moderator", gone)).statusCode).toBe(204);
    // 31 remain: the tombstone stands before the 32nd, on page 2.
    const response = await permalink("guest", gone);
    expect(response.statusCode, response.body).toBe(200);
    const found = findWidget(response.json<LayoutResponse>().layout, "CommentThreadAsset") as unknown as CommentThreadAssetProps;
    expect(found.comments.map((c) => c.commentID)).toEqual([follower]);
    expect(found.tombstones?.map((tomb) => tomb.commentID)).toEqual([gone]);

    // A comment that never was, and one that left no tombstone (nothing followed it).
    expect((await permalink("guest", 99_999_999)).statusCode).toBe(404);
    expect((await remove("moderator", follower)).statusCode).toBe(204);
    expect((await permalink("guest", follower)).statusCode).toBe(404);
    expect((await permalink("guest", last)).statusCode).toBe(200);

    // In a category the viewer may not see: the same 404 as for a missing comment.
    const lounge = await t.categoryID("staff-lounge");
    const hidden = await t.call("admin", { method: "POST", url: "/discussions", body: { name: "Staff only", body: "x", format: "text", categoryID: lounge } });
    const hiddenID = hidden.json<{ discussionID: number }>().discussionID;
    const staffGone = await comment("admin", hiddenID, "gone");
    await comment("admin", hiddenID, "stays");
    expect((await remove("admin", staffGone)).statusCode).toBe(204);
    expect((await permalink("admin", staffGone)).statusCode).toBe(200);
    const refused = await permalink("member", staffGone);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await permalink("member", 99_999_999)).json());
  });
});

describe("GET /audit-logs: a discussion's deleted comments (spec §2)", () => {
  it("lists them for moderators by parentRecordID, recordType=comment and operation=delete", async () => {
    const id = await newDiscussion("Log of deletes");
    const other = await newDiscussion("Another thread");
    const a = await comment("alice", id, "a");
    const b = await comment("alice", id, "b");
    const elsewhere = await comment("alice", other, "elsewhere");
    for (const commentID of [a, b, elsewhere]) expect((await remove("moderator", commentID)).statusCode).toBe(204);
    const query = { parentRecordID: String(id), recordType: "comment", operation: "delete" };
    const response = await t.call("moderator", { url: "/audit-logs", query });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuditLogEntry[]>().map((line) => [line.action, line.recordID, line.data])).toEqual([
      ["comment.delete", b, { name: "Log of deletes", insertUserID: t.userIDs.alice }],
      ["comment.delete", a, { name: "Log of deletes", insertUserID: t.userIDs.alice }],
    ]);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    expect((await t.call("moderator", { url: "/audit-logs", query: { ...query, operation: "close" } })).json()).toEqual([]);
    // Without a record type the verb of any action counts, compared whole (no pattern characters).
    const byVerb = async (operation: string) =>
      (await t.call("moderator", { url: "/audit-logs", query: { parentRecordID: String(id), operation } }))
        .json<AuditLogEntry[]>()
        .map((line) => line.recordID);
    expect(await byVerb("delete")).toEqual([b, a]);
    expect(await byVerb("delet_")).toEqual([]);

    expect((await t.call("member", { url: "/audit-logs", query })).statusCode).toBe(403);
    expect((await t.call("guest", { url: "/audit-logs", query })).statusCode).toBe(403);

    // A category's moderators read the deleted comments of its discussions, and only those
    // (Announcements has permissions of its own).
    const announcements = await t.categoryID("announcements");
    const announced = await t.discussionID("New: reactions on comments");
    const staffComment = await comment("moderator", announced, "staff only");
    expect((await remove("moderator", staffComment)).statusCode).toBe(204);
    const memberRole = await t.forum.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow();
    await t.forum
      .insertInto("rolePermissions")
      .values({ roleID: memberRole.roleID, resourceType: "category", resourceID: announcements, permission: "discussions.moderate", granted: true })
      .execute();
    t.app.quorum.permissions.invalidate();
    try {
      const theirs = await t.call("member", { url: "/audit-logs", query: { ...query, parentRecordID: String(announced) } });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json<AuditLogEntry[]>().map((line) => line.recordID)).toEqual([staffComment]);
      expect((await t.call("member", { url: "/audit-logs", query })).statusCode).toBe(403);
    } finally {
      await t.forum.deleteFrom("rolePermissions").where("roleID", "=", memberRole.roleID).where("permission", "=", "discussions.moderate").execute();
      t.app.quorum.permissions.invalidate();
    }
    for (const [bad, field] of [
      [{ ...query, operation: "de-lete" }, "operation"],
      [{ ...query, operation: "%" }, "operation"],
      [{ ...query, parentRecordID: "x" }, "parentRecordID"],
    ] as const) {
      const refused = await t.call("moderator", { url: "/audit-logs", query: bad });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json<{ errors?: object }>().errors ?? {})).toContain(field);
    }
  });
});
