import { LONG_RUNNER_CONTENT_TYPE, type LayoutResponse, type LongRunnerResult } from "@quorum/api";
import { createUser } from "@quorum/server";
import { api, signIn, type ApiRequest } from "@quorum/server/testing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recountForum } from "../seed/recountForum";
import type { ForumComment } from "../services/comments/ForumComment";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
let curatorCookie: string;
let curatorID: number;

// The curator manages discussions through global grants only. Announcements and the Staff Lounge
// have custom permissions, so there the curator has just what its Member role has there: read
// and comment in Announcements, nothing at all in the Staff Lounge (it cannot even see it).
beforeAll(async () => {
  t = await createForumTestApp();
  const { roleID } = await t.db
    .insertInto("roles")
    .values({ name: "Curator", description: "Tidies the forum.", type: "moderator" })
    .returning("roleID")
    .executeTakeFirstOrThrow();
  const grants = ["discussions.view", "discussions.add", "comments.add", "discussions.manage", "discussions.delete", "discussions.close", "discussions.edit"];
  await t.db
    .insertInto("rolePermissions")
    .values(grants.map((permission) => ({ roleID, resourceType: "global", resourceID: 0, permission, granted: true })))
    .execute();
  curatorID = await createUser(t.db, {
    name: "curator",
    email: "curator@example.com",
    password: "curator-password",
    roles: ["Member", "Curator"],
    emailConfirmed: true,
  });
  t.app.quorum.permissions.invalidate();
  curatorCookie = await signIn(t.app, "curator", "curator-password");
  // Counts checked against a recount below start from a recounted forum.
  await recountForum(t.db);
});
afterAll(() => t?.close());
afterEach(() => t.app.quorum.longRunner.configure({ maxItemsPerCall: Number.POSITIVE_INFINITY }));

type Who = DemoUser | "guest" | "curator";
const call = (who: Who, request: ApiRequest) => (who === "curator" ? api(t.app, { ...request, cookie: curatorCookie }) : t.call(who, request));
const result = (response: LightMyRequestResponse) => response.json<LongRunnerResult>();

let serial = 0;
/** A new discussion (by `author`, in a category by urlcode) with `comments` comments by bob. */
async function post(urlcode: string, comments = 0, author: DemoUser = "admin"): Promise<number> {
  const name = `Bulk test ${++serial}`;
  const created = await t.call(author, {
    method: "POST",
    url: "/discussions",
    body: { name, body: `Body of ${name}`, format: "text", categoryID: await t.categoryID(urlcode) },
  });
  expect(created.statusCode).toBe(201);
  const { discussionID } = created.json<ForumDiscussion>();
  for (let i = 1; i <= comments; i++) {
    const comment = await t.call(urlcode === "staff-lounge" ? "admin" : "bob", {
      method: "POST",
      url: "/comments",
      body: { discussionID, body: `Comment ${i} on ${name}`, format: "text" },
    });
    expect(comment.statusCode).toBe(201);
  }
  return discussionID;
}
const row = (discussionID: number) => t.forum.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID).executeTakeFirst();
const audits = (action: string, recordID: number) =>
  t.forum.selectFrom("auditLog").selectAll().where("action", "=", action).where("recordID", "=", recordID).execute();
const countAudits = async () =>
  Number(
    (
      await t.forum
        .selectFrom("auditLog")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every stored count equals what a full recount of the rows finds. */
async function expectCountsConsistent(): Promise<void> {
  const snapshot = async () => ({
    categories: await t.forum
      .selectFrom("categories")
      .select(["categoryID", "countDiscussions", "countComments", "countAllDiscussions", "countAllComments"])
      .orderBy("categoryID")
      .execute(),
    users: await t.forum.selectFrom("users").select(["userID", "countDiscussions", "countComments"]).orderBy("userID").execute(),
    discussions: await t.forum.selectFrom("discussions").select(["discussionID", "countComments", "lastCommentID"]).orderBy("discussionID").execute(),
    tags: await t.forum.selectFrom("tags").select(["tagID", "countDiscussions"]).orderBy("tagID").execute(),
  });
  const stored = await snapshot();
  await recountForum(t.db);
  expect(stored).toEqual(await snapshot());
}

describe("DELETE /discussions/list", () => {
  it("deletes what the viewer may delete and reports the rest per discussion", async () => {
    const mine = await post("general", 2);
    const announcement = await post("announcements");
    const hidden = await post("staff-lounge", 1);
    const response = await call("curator", {
      method: "DELETE",
      url: "/discussions/list",
      query: { longRunnerMode: "sync" },
      body: { discussionIDs: [mine, announcement, hidden, 999999] },
    });
    expect(response.statusCode).toBe(200);
    expect(result(response)).toEqual({
      progress: {
        successIDs: [mine],
        failedIDs: [announcement, hidden, 999999],
        exceptionsByID: {
          [announcement]: { message: "You don't have the delete permission on this discussion.", code: 403 },
          [hidden]: { message: "Discussion not found.", code: 404 },
          "999999": { message: "Discussion not found.", code: 404 },
        },
        countTotalIDs: 4,
      },
      callbackPayload: null,
    });
    expect(await row(mine)).toBeUndefined();
    expect(await row(announcement)).toBeDefined();
    expect(await row(hidden)).toBeDefined();
    const [line] = await audits("discussion.delete", mine);
    expect(line).toMatchObject({ insertUserID: curatorID, recordType: "discussion", categoryID: await t.categoryID("general") });
    await expectCountsConsistent();
  });

  it("refuses bad input and guests with nothing written", async () => {
    const kept = await post("general");
    const before = await countAudits();
    const empty = await call("curator", { method: "DELETE", url: "/discussions/list", body: { discussionIDs: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ status: 422, errors: { discussionIDs: [{ code: "minItems" }] } });
    const notIntegers = await call("curator", { method: "DELETE", url: "/discussions/list", body: { discussionIDs: [kept, "x"] } });
    expect(notIntegers.statusCode).toBe(422);
    expect(Object.keys(notIntegers.json<{ errors: object }>().errors)).toEqual(["discussionIDs.1"]);
    const missing = await call("curator", { method: "DELETE", url: "/discussions/list", body: {} });
    expect(missing.json()).toMatchObject({ status: 422, errors: { discussionIDs: [{ message: "discussionIDs is required." }] } });
    const badMode = await call("curator", { method: "DELETE", url: "/discussions/list", query: { longRunnerMode: "later" }, body: { discussionIDs: [kept] } });
    expect(badMode.json()).toMatchObject({ status: 422, errors: { longRunnerMode: [{ code: "enum" }] } });
    expect((await call("guest", { method: "DELETE", url: "/discussions/list", body: { discussionIDs: [kept] } })).statusCode).toBe(403);
    // A member holds no delete permission anywhere: every discussion fails, none is deleted.
    const member = await call("member", { method: "DELETE", url: "/discussions/list", body: { discussionIDs: [kept] } });
    expect(result(member).progress).toMatchObject({ successIDs: [], failedIDs: [kept] });
    expect(await row(kept)).toBeDefined();
    expect(await countAudits()).toBe(before);
  });
});

describe("PATCH /discussions/close", () => {
  it("closes and reopens per discussion, each with its audit line", async () => {
    const open = await post("general");
    const announcement = await post("announcements");
    const closing = await call("curator", { method: "PATCH", url: "/discussions/close", body: { discussionIDs: [open, announcement], closed: true } });
    expect(closing.statusCode).toBe(200);
    expect(result(closing).progress).toEqual({
      successIDs: [open],
      failedIDs: [announcement],
      exceptionsByID: { [announcement]: { message: "You don't have the close permission on this discussion.", code: 403 } },
      countTotalIDs: 2,
    });
    expect((await row(open))?.closed).toBe(true);
    expect((await row(announcement))?.closed).toBe(false);
    expect(await audits("discussion.close", open)).toHaveLength(1);

    const reopening = await call("curator", { method: "PATCH", url: "/discussions/close", body: { discussionIDs: [open], closed: false } });
    expect(result(reopening).progress.successIDs).toEqual([open]);
    expect((await row(open))?.closed).toBe(false);
    expect(await audits("discussion.open", open)).toHaveLength(1);
  });

  it("needs closed (422, nothing written)", async () => {
    const open = await post("general");
    const response = await call("curator", { method: "PATCH", url: "/discussions/close", body: { discussionIDs: [open] } });
    expect(response.json()).toMatchObject({ status: 422, errors: { closed: [{ message: "closed is required." }] } });
    expect((await row(open))?.closed).toBe(false);
  });
});

describe("PATCH /discussions/move", () => {
  it("moves per discussion, fixing both categories' counts, with an audit line each", async () => {
    const movable = await post("general", 3);
    const announcement = await post("announcements", 1);
    const offTopic = await t.categoryID("off-topic");
    const response = await call("curator", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [movable, announcement], categoryID: offTopic },
    });
    expect(response.statusCode).toBe(200);
    expect(result(response).progress).toMatchObject({
      successIDs: [movable],
      failedIDs: [announcement],
      exceptionsByID: { [announcement]: { message: "You don't have the edit permission on this discussion.", code: 403 } },
    });
    expect((await row(movable))?.categoryID).toBe(offTopic);
    expect((await row(announcement))?.categoryID).toBe(await t.categoryID("announcements"));
    const [line] = await audits("discussion.move", movable);
    expect(line?.data).toMatchObject({ from: await t.categoryID("general"), to: offTopic, redirectDiscussionID: null });
    await expectCountsConsistent();
  });

  it("follows category permissions, not a global community.moderate: the moderator cannot organise Site Feedback", async () => {
    const ordinary = await post("general");
    const curated = await post("site-feedback");
    const offTopic = await t.categoryID("off-topic");
    const response = await t.call("moderator", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [ordinary, curated], categoryID: offTopic },
    });
    expect(response.statusCode).toBe(200);
    expect(result(response).progress).toMatchObject({
      successIDs: [ordinary],
      failedIDs: [curated],
      exceptionsByID: { [curated]: { message: "You don't have the edit permission on this discussion.", code: 403 } },
    });
    expect((await row(curated))?.categoryID).toBe(await t.categoryID("site-feedback"));
  });

  it("leaves a redirect behind that sends visitors on, and refuses to move a redirect", async () => {
    const general = await t.categoryID("general");
    const offTopic = await t.categoryID("off-topic");
    const moved = await post("general", 2);
    const response = await call("moderator", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [moved], categoryID: offTopic, addRedirects: true },
    });
    expect(result(response).progress.successIDs).toEqual([moved]);
    const movedDiscussion = (await t.call("guest", { url: `/discussions/${moved}` })).json<ForumDiscussion>();
    expect(movedDiscussion.categoryID).toBe(offTopic);

    const redirectID = (await audits("discussion.move", moved))[0]?.data.redirectDiscussionID as number;
    const redirect = (await t.call("guest", { url: `/discussions/${redirectID}` })).json<ForumDiscussion>();
    expect(redirect).toMatchObject({
      type: "redirect",
      name: movedDiscussion.name,
      categoryID: general,
      closed: true,
      attributes: { redirectTo: movedDiscussion.url },
    });
    expect(redirect.body).toContain(`href="${movedDiscussion.url}"`);
    // Listed where the discussion was.
    const listed = (await t.call("guest", { url: "/discussions", query: { categoryID: String(general), limit: "100" } })).json<ForumDiscussion[]>();
    expect(listed.some((d) => d.discussionID === redirectID && d.type === "redirect")).toBe(true);

    // Opening it answers redirectTo (the page follows it; the server render answers 302).
    const lookup = await t.call("guest", {
      url: "/layouts/lookup-hydrate",
      query: { layoutViewType: "post", recordType: "discussion", recordID: String(redirectID) },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json<LayoutResponse>()).toMatchObject({ redirectTo: movedDiscussion.url, layout: [] });

    const again = await call("moderator", { method: "PATCH", url: "/discussions/move", body: { discussionIDs: [redirectID], categoryID: offTopic } });
    expect(result(again).progress.exceptionsByID).toEqual({ [redirectID]: { message: `Discussions of type "redirect" can't be moved.`, code: 400 } });
    expect((await row(redirectID))?.categoryID).toBe(general);
    await expectCountsConsistent();
  });

  it("refuses a missing, hidden or closed-to-the-viewer target before moving anything", async () => {
    const kept = await post("general");
    const before = await countAudits();
    const missing = await call("curator", { method: "PATCH", url: "/discussions/move", body: { discussionIDs: [kept] } });
    expect(missing.json()).toMatchObject({ status: 422, errors: { categoryID: [{ message: "categoryID is required." }] } });
    const hidden = await call("curator", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [kept], categoryID: await t.categoryID("staff-lounge") },
    });
    expect(hidden.json()).toMatchObject({ status: 422, errors: { categoryID: [{ message: "Category not found." }] } });
    const readOnly = await call("curator", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [kept], categoryID: await t.categoryID("announcements") },
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await row(kept))?.categoryID).toBe(await t.categoryID("general"));
    expect(await countAudits()).toBe(before);
  });
});

describe("PATCH /discussions/merge", () => {
  it("moves every post of the sources into the destination by date, deletes the sources and fixes every count", async () => {
    const destination = await post("general", 1);
    const source = await post("off-topic", 2, "alice");
    const bare = await post("getting-started");
    const hidden = await post("staff-lounge");
    // Dates that interleave: the destination's comment is the newest post of all.
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await t.forum
      .updateTable("discussions")
      .set({ dateInserted: at(0) })
      .where("discussionID", "=", destination)
      .execute();
    await t.forum
      .updateTable("comments")
      .set({ dateInserted: at(50) })
      .where("discussionID", "=", destination)
      .execute();
    await t.forum
      .updateTable("discussions")
      .set({ dateInserted: at(10) })
      .where("discussionID", "=", source)
      .execute();
    const sourceComments = await t.forum.selectFrom("comments").select("commentID").where("discussionID", "=", source).orderBy("commentID").execute();
    for (const [i, c] of sourceComments.entries())
      await t.forum
        .updateTable("comments")
        .set({ dateInserted: at(20 + i) })
        .where("commentID", "=", c.commentID)
        .execute();
    await t.forum
      .updateTable("discussions")
      .set({ dateInserted: at(30) })
      .where("discussionID", "=", bare)
      .execute();
    const sourceName = (await row(source))?.name;

    const response = await call("curator", {
      method: "PATCH",
      url: "/discussions/merge",
      body: { discussionIDs: [destination, source, bare, hidden], destinationDiscussionID: destination },
    });
    expect(response.statusCode).toBe(200);
    expect(result(response).progress).toEqual({
      successIDs: [source, bare],
      failedIDs: [hidden],
      exceptionsByID: { [hidden]: { message: "Discussion not found.", code: 404 } },
      countTotalIDs: 3,
    });
    expect(await row(source)).toBeUndefined();
    expect(await row(bare)).toBeUndefined();
    expect(await row(hidden)).toBeDefined();

    const thread = (await t.call("guest", { url: "/comments", query: { discussionID: String(destination), limit: "50" } })).json<ForumComment[]>();
    expect(thread.map((c) => c.dateInserted)).toEqual([at(10), at(20), at(21), at(30), at(50)].map((d) => d.toISOString()));
    expect(thread[0]).toMatchObject({ insertUserID: t.userIDs.alice, body: expect.stringContaining(`Body of ${sourceName}`) });
    expect((await row(destination))?.countComments).toBe(5);
    expect(await audits("discussion.merge", source)).toHaveLength(1);
    await expectCountsConsistent();
  });

  it("with addRedirects turns the sources into redirects to the destination", async () => {
    const destination = await post("general");
    const source = await post("general", 1);
    const response = await call("moderator", {
      method: "PATCH",
      url: "/discussions/merge",
      body: { discussionIDs: [source], destinationDiscussionID: destination, addRedirects: true },
    });
    expect(result(response).progress.successIDs).toEqual([source]);
    const target = (await t.call("guest", { url: `/discussions/${destination}` })).json<ForumDiscussion>();
    expect(target.countComments).toBe(2);
    const redirect = (await t.call("guest", { url: `/discussions/${source}` })).json<ForumDiscussion>();
    expect(redirect).toMatchObject({ type: "redirect", countComments: 0, attributes: { redirectTo: target.url } });
    const lookup = await t.call("guest", {
      url: "/layouts/lookup-hydrate",
      query: { layoutViewType: "post", recordType: "discussion", recordID: String(source) },
    });
    expect(lookup.json<LayoutResponse>().redirectTo).toBe(target.url);
    await expectCountsConsistent();
  });

  it("needs at least 2 discussions and a destination the viewer may post in (nothing written)", async () => {
    const one = await post("general", 1);
    const two = await post("general");
    const before = await countAudits();
    const tooFew = "You must select at least 2 discussions to merge.";
    for (const discussionIDs of [[], [one], [one, one]]) {
      const response = await call("curator", { method: "PATCH", url: "/discussions/merge", body: { discussionIDs, destinationDiscussionID: one } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { discussionIDs: [{ message: tooFew }] } });
    }
    const noDestination = await call("curator", { method: "PATCH", url: "/discussions/merge", body: { discussionIDs: [one, two] } });
    expect(noDestination.json()).toMatchObject({ status: 422, errors: { destinationDiscussionID: [{ message: "destinationDiscussionID is required." }] } });
    const hidden = await post("staff-lounge");
    const hiddenDestination = await call("curator", {
      method: "PATCH",
      url: "/discussions/merge",
      body: { discussionIDs: [one, two], destinationDiscussionID: hidden },
    });
    expect(hiddenDestination.json()).toMatchObject({ status: 422, errors: { destinationDiscussionID: [{ message: "Discussion not found." }] } });
    const announcement = await post("announcements");
    const readOnly = await call("curator", {
      method: "PATCH",
      url: "/discussions/merge",
      body: { discussionIDs: [one], destinationDiscussionID: announcement },
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await row(one))?.countComments).toBe(1);
    expect(await row(two)).toBeDefined();
    expect(await countAudits()).toBe(before);
  });
});

describe("a bulk action over several calls", () => {
  it("continues through POST /calls/run until callbackPayload is null, and refuses a tampered payload", async () => {
    t.app.quorum.longRunner.configure({ maxItemsPerCall: 1 });
    const ids = [await post("general"), await post("general"), await post("off-topic")];
    const first = await call("moderator", { method: "PATCH", url: "/discussions/close", body: { discussionIDs: ids, closed: true } });
    expect(first.statusCode).toBe(408);
    expect(result(first).progress).toEqual({ successIDs: [ids[0]], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 });
    const payload = result(first).callbackPayload ?? "";

    // Tampered (one more id smuggled in): refused, nothing more done.
    const [header, claims, signature] = payload.split(".") as [string, string, string];
    const forged = JSON.parse(Buffer.from(claims, "base64url").toString()) as { ids: number[] };
    forged.ids.unshift(await post("general"));
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
    const refused = await call("moderator", { method: "POST", url: "/calls/run", body: tampered, headers: { "content-type": LONG_RUNNER_CONTENT_TYPE } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "The callback payload is invalid." });
    // Another user cannot continue it either.
    expect((await call("admin", { method: "POST", url: "/calls/run", body: payload, headers: { "content-type": LONG_RUNNER_CONTENT_TYPE } })).statusCode).toBe(
      400,
    );
    expect((await row(ids[1] ?? 0))?.closed).toBe(false);

    let answer = first;
    let calls = 1;
    while (result(answer).callbackPayload) {
      answer = await call("moderator", {
        method: "POST",
        url: "/calls/run",
        body: result(answer).callbackPayload ?? "",
        headers: { "content-type": LONG_RUNNER_CONTENT_TYPE },
      });
      calls++;
    }
    expect(calls).toBe(3);
    expect(answer.statusCode).toBe(200);
    expect(result(answer).progress).toEqual({ successIDs: ids, failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 });
    for (const id of ids) expect((await row(id))?.closed).toBe(true);
  });
});
