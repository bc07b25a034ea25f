import { matchLayoutRoute as matchWith } from "@quorum/core";
import { describe, expect, it } from "vitest";
import { FORUM_LAYOUT_ROUTES } from "./FORUM_LAYOUT_ROUTES";

// Core's router with the forum's addresses, as on a site where only the forum is enabled.
const matchLayoutRoute = (pathname: string, search: string) => matchWith(pathname, search, FORUM_LAYOUT_ROUTES);

describe("the forum's layout routes (docs/page-flow.md §1)", () => {
  it("matches the home page", () => {
    expect(matchLayoutRoute("/", "")).toEqual({ layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} });
  });

  it("passes the query string of /discussions as params", () => {
    expect(matchLayoutRoute("/discussions", "?page=3&sort=-dateInserted&tagID=5")).toEqual({
      layoutViewType: "discussionList",
      recordType: "siteSection",
      recordID: 0,
      params: { page: 3, sort: "-dateInserted", tagID: "5" },
    });
    expect(matchLayoutRoute("/discussions/", "")?.layoutViewType).toBe("discussionList");
  });

  it("matches the category list", () => {
    expect(matchLayoutRoute("/categories", "")).toEqual({ layoutViewType: "categoryList", recordType: "siteSection", recordID: 0, params: {} });
  });

  it("matches one category by id or url code, with an optional page", () => {
    expect(matchLayoutRoute("/categories/general", "")).toEqual({
      layoutViewType: "categoryList",
      recordType: "category",
      recordID: "general",
      params: { categoryID: "general", page: 1 },
    });
    expect(matchLayoutRoute("/categories/7/p4", "")).toEqual({
      layoutViewType: "categoryList",
      recordType: "category",
      recordID: 7,
      params: { categoryID: 7, page: 4 },
    });
  });

  it("matches a discussion with or without slug and page", () => {
    const post = (recordID: number, params: Record<string, unknown>) => ({ layoutViewType: "post", recordType: "discussion", recordID, params });
    expect(matchLayoutRoute("/discussion/12", "")).toEqual(post(12, { discussionID: 12, page: 1 }));
    expect(matchLayoutRoute("/discussion/12/hello-world", "")).toEqual(post(12, { discussionID: 12, page: 1 }));
    expect(matchLayoutRoute("/discussion/12/p2", "")).toEqual(post(12, { discussionID: 12, page: 2 }));
    expect(matchLayoutRoute("/discussion/12/hello-world/p3", "?sort=-score")).toEqual(post(12, { discussionID: 12, page: 3, sort: "-score" }));
    expect(matchLayoutRoute("/discussion/12/p2-is-a-title", "")).toEqual(post(12, { discussionID: 12, page: 1 }));
  });

  it("matches a comment permalink", () => {
    expect(matchLayoutRoute("/discussion/comment/99", "?sort=-dateInserted")).toEqual({
      layoutViewType: "post",
      recordType: "comment",
      recordID: 99,
      params: { commentID: 99, sort: "-dateInserted" },
    });
  });

  it("matches any path containing /post/ as the create-post layout", () => {
    expect(matchLayoutRoute("/post/discussion", "")).toEqual({
      layoutViewType: "createPost",
      recordType: "category",
      recordID: 0,
      params: { postType: "discussion", parentRecordType: "category" },
    });
    expect(matchLayoutRoute("/post/question/general", "?draftID=4")).toEqual({
      layoutViewType: "createPost",
      recordType: "category",
      recordID: "general",
      params: { postType: "question", parentRecordType: "category", draftID: "4" },
    });
    expect(matchLayoutRoute("/kb/post/discussion/3", "")).toMatchObject({ layoutViewType: "createPost", recordID: 3 });
    expect(matchLayoutRoute("/groups/social-groups/post/discussion/x", "?groupid=8")).toMatchObject({
      recordType: "group",
      recordID: 8,
      params: { parentRecordType: "group" },
    });
    expect(matchLayoutRoute("/post/editdiscussion/12/5", "")).toEqual({
      layoutViewType: "createPost",
      recordType: "category",
      recordID: 0,
      params: { postType: "discussion", parentRecordType: "category", discussionID: 12, draftID: 5 },
    });
  });

  it("parses the create and edit paths of spec §2: parent category or group, record and draft ids, 0 meaning none", () => {
    const create = (recordType: string, recordID: number | string, params: Record<string, unknown>) => ({
      layoutViewType: "createPost",
      recordType,
      recordID,
      params,
    });
    expect(matchLayoutRoute("/post/discussion/12", "")).toEqual(create("category", 12, { postType: "discussion", parentRecordType: "category" }));
    expect(matchLayoutRoute("/post/question/how-to", "")).toEqual(create("category", "how-to", { postType: "question", parentRecordType: "category" }));
    expect(matchLayoutRoute("/post/discussion/", "")).toEqual(create("category", 0, { postType: "discussion", parentRecordType: "category" }));
    // A group parent needs both the social-groups path and the groupid query.
    expect(matchLayoutRoute("/post/discussion/social-groups", "?groupid=4")).toEqual(
      create("group", 4, { postType: "discussion", parentRecordType: "group", groupid: "4" }),
    );
    expect(matchLayoutRoute("/post/discussion/social-groups", "")).toMatchObject({ recordType: "category", recordID: "social-groups" });
    expect(matchLayoutRoute("/post/discussion/5", "?groupid=4")).toMatchObject({ recordType: "category", recordID: 5 });

    const edit = (params: Record<string, unknown>) => create("category", 0, { postType: "discussion", parentRecordType: "category", ...params });
    expect(matchLayoutRoute("/post/editdiscussion/42", "")).toEqual(edit({ discussionID: 42 }));
    expect(matchLayoutRoute("/post/editdiscussion/42/7", "")).toEqual(edit({ discussionID: 42, draftID: 7 }));
    expect(matchLayoutRoute("/post/editdiscussion/0/7", "")).toEqual(edit({ draftID: 7 }));
    expect(matchLayoutRoute("/post/editdiscussion/42/0", "")).toEqual(edit({ discussionID: 42 }));
    expect(matchLayoutRoute("/post/editdiscussion/42/x", "")).toEqual(edit({ discussionID: 42 }));
    // Not a number: kept so that the server answers 404 instead of opening an empty form.
    expect(matchLayoutRoute("/post/editdiscussion/abc", "")?.params.discussionID).toBeNaN();
  });

  it("matches nothing else", () => {
    for (const path of ["/entry/signin", "/discussion/abc", "/discussion/comment/x", "/categories/a/b/c", "/search"]) {
      expect(matchLayoutRoute(path, "")).toBeNull();
    }
  });
});
