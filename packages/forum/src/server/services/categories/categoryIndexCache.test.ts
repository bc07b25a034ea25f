import type { Category, Discussion } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

describe("the in-memory category index", () => {
  it("shows this process's writes at once: counts, last post and list totals", async () => {
    const offTopic = await t.categoryID("off-topic");
    const before = (await t.call("guest", { url: `/categories/${offTopic}` })).json<Category>();
    const listed = await t.call("guest", { url: "/discussions", query: { categoryID: String(offTopic) } });

    const created = await t.call("member", { method: "POST", url: "/discussions", body: { name: "Fresh topic", body: "Hello", categoryID: offTopic } });
    expect(created.statusCode).toBe(201);
    const discussion = created.json<Discussion>();

    const after = (await t.call("guest", { url: `/categories/${offTopic}` })).json<Category>();
    expect(after.countDiscussions).toBe(before.countDiscussions + 1);
    expect(after.lastPost?.name).toBe("Fresh topic");
    const relisted = await t.call("guest", { url: "/discussions", query: { categoryID: String(offTopic) } });
    expect(Number(relisted.headers["x-app-page-result-count"])).toBe(Number(listed.headers["x-app-page-result-count"]) + 1);

    expect((await t.call("moderator", { method: "DELETE", url: `/discussions/${discussion.discussionID}` })).statusCode).toBe(204);
    expect((await t.call("guest", { url: `/categories/${offTopic}` })).json<Category>().countDiscussions).toBe(before.countDiscussions);
  });
});
