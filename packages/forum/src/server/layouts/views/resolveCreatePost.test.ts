import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
let mine: number;
let general: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
  const created = await t.call("member", {
    method: "POST",
    url: "/discussions",
    body: { name: "My fresh post", body: "Some **bold** words", format: "markdown", categoryID: general },
  });
  mine = created.json<{ discussionID: number }>().discussionID;
});
afterAll(() => t?.close());

type Who = Parameters<ForumTestApp["call"]>[0];

/** The lookup core's router makes of `/post/editdiscussion/{id}`. */
function editLookup(who: Who, discussionID: number | string, params: Record<string, string> = {}) {
  return t.call(who, {
    url: "/layouts/lookup-hydrate",
    query: {
      layoutViewType: "createPost",
      recordType: "category",
      recordID: "0",
      "params[postType]": "discussion",
      "params[parentRecordType]": "category",
      "params[discussionID]": String(discussionID),
      ...Object.fromEntries(Object.entries(params).map(([key, value]) => [`params[${key}]`, value])),
    },
  });
}

function nodes(layout: readonly WidgetNode[]): WidgetNode[] {
  return layout.flatMap((node) => [
    node,
    ...Object.values(node.$reactProps).flatMap((value) =>
      Array.isArray(value) && value.every((v) => typeof v === "object" && v !== null && "$reactComponent" in v) ? nodes(value as WidgetNode[]) : [],
    ),
  ]);
}
function widget(response: LayoutResponse, component: string): Record<string, unknown> {
  const found = nodes(response.layout).find((n) => n.$reactComponent === component);
  if (!found) throw new Error(`No ${component}`);
  return found.$reactProps;
}

describe("lookup-hydrate: createPost in edit mode (/post/editdiscussion/{id})", () => {
  it("fills the post form in for the author: title, body as stored in its format, and its category only", async () => {
    const response = await editLookup("member", mine);
    expect(response.statusCode).toBe(200);
    const page = response.json<LayoutResponse>();
    expect(page.layoutViewType).toBe("createPost");
    expect(page.seo.title).toBe("Edit Discussion");
    const form = widget(page, "CreatePostFormAsset");
    expect(form.title).toBe("Edit Discussion");
    expect(form.discussion).toEqual({ discussionID: mine, name: "My fresh post", body: "Some **bold** words", format: "markdown", categoryID: general });
    expect(form.category).toEqual({ categoryID: general });
    // A member may not move posts: the category is the only choice.
    expect((form.categories as { name: string }[]).map((c) => c.name)).toEqual(["General"]);
    expect((widget(page, "Breadcrumbs").crumbs as { name: string }[]).map((c) => c.name)).toEqual(["Home", "General"]);
  });

  it("offers a moderator, who may move it, every category they may post in", async () => {
    const form = widget((await editLookup("moderator", mine)).json<LayoutResponse>(), "CreatePostFormAsset");
    expect(form.discussion).toMatchObject({ discussionID: mine, name: "My fresh post" });
    expect((form.categories as { name: string }[]).map((c) => c.name)).toEqual(expect.arrayContaining(["General", "Announcements", "Off Topic"]));
  });

  it("also answers a lookup naming the post type editdiscussion", async () => {
    const page = (await editLookup("member", mine, { postType: "editdiscussion" })).json<LayoutResponse>();
    expect(widget(page, "CreatePostFormAsset").discussion).toMatchObject({ discussionID: mine });
  });

  it("refuses someone else's discussion, guests, and the author once the window has shut or the discussion is closed", async () => {
    expect((await editLookup("alice", mine)).statusCode).toBe(403);
    expect((await editLookup("guest", mine)).statusCode).toBe(403);

    const old = (
      await t.call("member", { method: "POST", url: "/discussions", body: { name: "Posted long ago", body: "Old words", format: "text", categoryID: general } })
    ).json<{ discussionID: number }>().discussionID;
    await t.forum
      .updateTable("discussions")
      .set({ dateInserted: new Date(Date.now() - 2 * 3_600_000) })
      .where("discussionID", "=", old)
      .execute();
    const refused = await editLookup("member", old);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe("You don't have permission to edit this post.");

    await t.forum.updateTable("discussions").set({ closed: true }).where("discussionID", "=", mine).execute();
    expect((await editLookup("member", mine)).statusCode).toBe(403);
    // Whoever may edit any post still may.
    expect((await editLookup("moderator", mine)).statusCode).toBe(200);
    await t.forum.updateTable("discussions").set({ closed: false }).where("discussionID", "=", mine).execute();
  });

  it("answers 404 for a discussion that does not exist", async () => {
    expect((await editLookup("member", 999_999)).statusCode).toBe(404);
    expect((await editLookup("member", "abc")).statusCode).toBe(404);
  });
});
