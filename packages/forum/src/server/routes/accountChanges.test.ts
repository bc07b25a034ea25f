import { api, signIn } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

// What the framework's account changes (`PATCH`/`DELETE /users/{id}`, `PUT /users/{id}/ban`) mean
// for the forum: a banned member's session posts nothing, a deleted member's posts stay.
let t: ForumTestApp;
let generalID: number;
beforeAll(async () => {
  t = await createForumTestApp();
  generalID = await t.categoryID("general");
});
afterAll(() => t?.close());

async function newMember(name: string): Promise<{ userID: number; cookie: string }> {
  const created = await t.call("admin", { method: "POST", url: "/users", body: { name, email: `${name}@example.com`, password: "long enough" } });
  expect(created.statusCode).toBe(201);
  return { userID: created.json<{ userID: number }>().userID, cookie: await signIn(t.app, name, "long enough") };
}

describe("a banned member", () => {
  it("cannot post a discussion or comment, with the spec's text; unbanned, they can again", async () => {
    const { userID, cookie } = await newMember("banned_poster");
    const discussionID = await t.discussionID(
      (await t.forum.selectFrom("discussions").select("name").where("categoryID", "=", generalID).executeTakeFirstOrThrow()).name,
    );
    const before = await t.forum
      .selectFrom("comments")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();

    expect((await t.call("admin", { method: "PUT", url: `/users/${userID}/ban`, body: { banned: true } })).statusCode).toBe(200);
    const comment = await api(t.app, { method: "POST", url: "/comments", cookie, body: { discussionID, body: "Still here", format: "text" } });
    expect(comment.statusCode).toBe(403);
    expect(comment.json()).toEqual({ message: "This user has been banned.", status: 403 });
    const discussion = await api(t.app, { method: "POST", url: "/discussions", cookie, body: { name: "Banned", body: "x", categoryID: generalID } });
    expect(discussion.statusCode).toBe(403);
    const after = await t.forum
      .selectFrom("comments")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    expect((await t.call("admin", { method: "PUT", url: `/users/${userID}/ban`, body: { banned: false } })).statusCode).toBe(200);
    expect((await api(t.app, { method: "POST", url: "/comments", cookie, body: { discussionID, body: "Back again", format: "text" } })).statusCode).toBe(201);
  });
});

describe("a deleted member", () => {
  it("leaves their discussion and comment showing, with a placeholder author", async () => {
    const { userID, cookie } = await newMember("leaving_author");
    const posted = await api(t.app, {
      method: "POST",
      url: "/discussions",
      cookie,
      body: { name: "Left behind", body: "Kept after the author goes.", categoryID: generalID },
    });
    expect(posted.statusCode).toBe(201);
    const { discussionID } = posted.json<{ discussionID: number }>();
    expect((await api(t.app, { method: "POST", url: "/comments", cookie, body: { discussionID, body: "A reply kept too.", format: "text" } })).statusCode).toBe(
      201,
    );

    expect((await t.call("admin", { method: "DELETE", url: `/users/${userID}` })).statusCode).toBe(204);

    const discussion = await t.call("member", { url: `/discussions/${discussionID}` });
    expect(discussion.statusCode).toBe(200);
    expect(discussion.json()).toMatchObject({ name: "Left behind", insertUserID: userID, insertUser: { userID: 0 } });
    const comments = await t.call("member", { url: `/comments?discussionID=${discussionID}&expand=insertUser` });
    expect(comments.statusCode).toBe(200);
    expect(comments.json()).toEqual([expect.objectContaining({ insertUserID: userID, insertUser: expect.objectContaining({ userID: 0 }) })]);
    const list = await t.call("guest", { url: `/discussions?categoryID=${generalID}&expand=all&limit=100` });
    expect(list.json<Array<{ discussionID: number }>>().some((d) => d.discussionID === discussionID)).toBe(true);
  });
});
