import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";
import { viewCounterFor } from "../services/discussions/ViewCounter";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

type Who = Parameters<ForumTestApp["call"]>[0];

async function lookup(who: Who, layoutViewType: string, recordType?: string, recordID?: string | number, params: Record<string, string> = {}) {
  const query: Record<string, string> = { layoutViewType };
  if (recordType) query.recordType = recordType;
  if (recordID !== undefined) query.recordID = String(recordID);
  for (const [key, value] of Object.entries(params)) query[`params[${key}]`] = value;
  return t.call(who, { url: "/layouts/lookup-hydrate", query });
}

/** Every hydrated node of a layout, depth-first through the section columns. */
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
  if (!found)
    throw new Error(
      `No ${component} in ${nodes(response.layout)
        .map((n) => n.$reactComponent)
        .join(", ")}`,
    );
  return found.$reactProps;
}

describe("lookup-hydrate: home", () => {
  it("hydrates the banner, recent discussions, categories, guest welcome and new-post menu", async () => {
    const response = await lookup("guest", "home");
    expect(response.statusCode).toBe(200);
    const page = response.json<LayoutResponse>();
    expect(page.layoutViewType).toBe("home");
    expect(widget(page, "Banner")).toMatchObject({ title: "Quorum" });
    const list = widget(page, "DiscussionListWidget");
    expect(list.title).toBe("Recent Discussions");
    expect((list.discussions as unknown[]).length).toBe(10);
    expect(list.paging).toMatchObject({ page: 1, limit: 10 });
    expect(list.showPager).toBe(false);
    expect(list.apiParams).toMatchObject({ sort: "-dateLastComment", limit: 10 });
    const categories = widget(page, "CategoriesWidget").categories as { name: string; children: unknown[] }[];
    expect(categories.map((c) => c.name)).toEqual(["General", "Support", "Off Topic", "Site Feedback"]);
    expect(categories[1]?.children).toHaveLength(2);
    expect(widget(page, "GuestCallToAction")).toMatchObject({ title: "Welcome!" });
    expect(widget(page, "NewPostMenu")).toBeDefined();
  });

  it("shows the Staff Lounge in the categories only to staff", async () => {
    const page = (await lookup("moderator", "home")).json<LayoutResponse>();
    expect((widget(page, "CategoriesWidget").categories as { name: string }[]).map((c) => c.name)).toContain("Staff Lounge");
  });
});

describe("lookup-hydrate: discussionList", () => {
  it("pages with the URL's page and sort", async () => {
    const page = (await lookup("guest", "discussionList", "siteSection", 0, { page: "2", sort: "-dateInserted" })).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("discussionList");
    const list = widget(page, "DiscussionListWidget");
    expect(list.showPager).toBe(true);
    expect(list.paging).toMatchObject({ page: 2, limit: 30 });
    expect((list.paging as { total: number }).total).toBeGreaterThan(25);
    expect(list.apiParams).toMatchObject({ sort: "-dateInserted" });
  });
});

describe("lookup-hydrate: categoryList", () => {
  it("lists all categories without a record", async () => {
    const page = (await lookup("guest", "categoryList")).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("categoryList");
    expect(widget(page, "Banner").title).toBe("Categories");
  });

  it("shows a category page: breadcrumbs, subcategories and its discussions with a pager", async () => {
    const page = (await lookup("guest", "categoryList", "category", "general")).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("discussionCategoryPage");
    expect(page.seo.title).toBe("General");
    expect(widget(page, "Banner").title).toBe("General");
    expect(widget(page, "Breadcrumbs").crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "General", url: "/categories/general" },
    ]);
    expect((widget(page, "CategoriesWidget").categories as { name: string }[]).map((c) => c.name)).toEqual(["Announcements"]);
    const list = widget(page, "DiscussionListWidget");
    const generalID = await t.categoryID("general");
    const announcementsID = await t.categoryID("announcements");
    expect(list.apiParams).toMatchObject({ categoryID: generalID, includeChildCategories: true });
    const categoryIDs = new Set((list.discussions as { categoryID: number }[]).map((d) => d.categoryID));
    expect([...categoryIDs].sort()).toEqual([generalID, announcementsID].sort());
    expect(widget(page, "NewPostMenu").categoryID).toBe(generalID);
    // With no add-on post type, the forum's discussion is all a category allows.
    expect(widget(page, "NewPostMenu").allowedDiscussionTypes).toEqual(["discussion"]);
  });

  it("gives a category shown as categories the nested layout", async () => {
    const page = (await lookup("guest", "categoryList", "category", "support")).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("nestedCategoryList");
    expect((widget(page, "CategoriesWidget").categories as { name: string }[]).map((c) => c.name)).toEqual(["Getting Started", "Bug Reports"]);
  });

  it("answers 404 for an unknown category and, alike, for a hidden one", async () => {
    const missing = await lookup("guest", "categoryList", "category", "nope");
    expect(missing.statusCode).toBe(404);
    const hidden = await lookup("member", "categoryList", "category", "staff-lounge");
    expect([hidden.statusCode, hidden.json()]).toEqual([404, missing.json()]);
    expect((await lookup("moderator", "categoryList", "category", "staff-lounge")).statusCode).toBe(200);
  });
});

describe("lookup-hydrate: post", () => {
  it("hydrates the discussion page and marks it read for the member viewing it", async () => {
    const id = await t.discussionID("Welcome to the community!");
    const views = (await t.forum.selectFrom("discussions").select("countViews").where("discussionID", "=", id).executeTakeFirstOrThrow()).countViews;
    const response = await lookup("member", "post", "discussion", id, { page: "1" });
    expect(response.statusCode).toBe(200);
    const page = response.json<LayoutResponse>();
    expect(page.layoutViewType).toBe("discussion");
    expect(page.seo).toMatchObject({ title: "Welcome to the community!", description: expect.stringMatching(/^Hello and welcome!/) });
    expect(widget(page, "Breadcrumbs").crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "General", url: "/categories/general" },
      { name: "Announcements", url: "/categories/announcements" },
    ]);
    const op = widget(page, "OriginalPostAsset").discussion as { bodyHtml: string; body?: string; bodyRaw?: string; insertUser: { name: string } };
    expect(op.bodyHtml).toContain("<strong>welcome</strong>");
    expect(op.insertUser.name).toBe("moderator");
    // The page shows HTML only: no second copy of it (`body`), no source for editing (`bodyRaw`).
    expect(op.body).toBeUndefined();
    expect(op.bodyRaw).toBeUndefined();
    expect(widget(page, "PostTagsAsset")).toMatchObject({ title: "Find more posts tagged with", tags: [{ name: "Welcome" }] });
    const thread = widget(page, "CommentThreadAsset");
    expect(thread).toMatchObject({ title: "Comments", sort: "dateInserted", paging: { page: 1, limit: 30, total: 8 } });
    const comments = thread.comments as { body: string; bodyRaw?: string; insertUser?: { name: string } }[];
    expect(comments.length).toBe(8);
    expect(comments.every((c) => c.body.startsWith("<") && c.bodyRaw === undefined && typeof c.insertUser?.name === "string")).toBe(true);
    expect((thread.discussion as { discussionID: number; bodyHtml?: string }).discussionID).toBe(id);
    expect((thread.discussion as { bodyHtml?: string }).bodyHtml).toBeUndefined();
    expect(widget(page, "CreateCommentAsset")).toMatchObject({ discussionID: id, closed: false });

    const state = await t.forum
      .selectFrom("userDiscussion")
      .selectAll()
      .where("userID", "=", t.userIDs.member!)
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(state.countCommentsRead).toBe(8);
    await viewCounterFor(t.db).flush();
    expect((await t.forum.selectFrom("discussions").select("countViews").where("discussionID", "=", id).executeTakeFirstOrThrow()).countViews).toBe(views + 1);
    const listed = (await t.call("member", { url: "/discussions", query: { discussionID: String(id) } })).json()[0];
    expect(listed).toMatchObject({ unread: false, countUnread: 0 });
  });

  it("resolves a comment permalink to the page it sits on", async () => {
    const id = await t.discussionID("Share your setup");
    const ids = (
      await t.forum.selectFrom("comments").select("commentID").where("discussionID", "=", id).orderBy("dateInserted").orderBy("commentID").execute()
    ).map((r) => r.commentID);
    const page = (await lookup("guest", "post", "comment", ids[62]!)).json<LayoutResponse>();
    const thread = widget(page, "CommentThreadAsset");
    expect(thread.paging).toMatchObject({ page: 3, limit: 30, total: 65 });
    expect((thread.comments as { commentID: number }[]).map((c) => c.commentID)).toContain(ids[62]);
    expect(page.seo.url).toBe(`/discussion/${id}/share-your-setup/p3`);
  });

  it("answers 404 for unknown records and, alike, for hidden discussions", async () => {
    const missing = await lookup("guest", "post", "discussion", 999999);
    expect(missing.statusCode).toBe(404);
    expect((await lookup("guest", "post", "comment", 999999)).statusCode).toBe(404);
    const hidden = await lookup("member", "post", "discussion", await t.discussionID("Spam wave: what we changed"));
    expect([hidden.statusCode, hidden.json()]).toEqual([404, missing.json()]);
  });
});

describe("lookup-hydrate: createPost", () => {
  it("refuses guests, and members in a category they may not post in", async () => {
    expect((await lookup("guest", "createPost", "category", 0)).statusCode).toBe(403);
    expect((await lookup("member", "createPost", "category", "announcements")).statusCode).toBe(403);
    expect((await lookup("member", "createPost", "category", "nope")).statusCode).toBe(404);
  });

  it("offers a member the categories they may post in", async () => {
    const page = (await lookup("member", "createPost", "category", 0, { postType: "discussion" })).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("createPost");
    const form = widget(page, "CreatePostFormAsset");
    expect(form.postType).toBe("discussion");
    expect(form.category).toBeUndefined();
    expect((form.categories as { name: string }[]).map((c) => c.name)).toEqual([
      "General",
      "Support",
      "Getting Started",
      "Bug Reports",
      "Off Topic",
      "Site Feedback",
    ]);
  });

  it("preselects the category of the URL, with its breadcrumbs", async () => {
    const page = (await lookup("moderator", "createPost", "category", "announcements")).json<LayoutResponse>();
    const form = widget(page, "CreatePostFormAsset");
    expect((form.category as { urlcode: string }).urlcode).toBe("announcements");
    expect((form.categories as { name: string }[]).map((c) => c.name)).toContain("Announcements");
    expect((widget(page, "Breadcrumbs").crumbs as { name: string }[]).map((c) => c.name)).toEqual(["Home", "General", "Announcements"]);
  });
});
