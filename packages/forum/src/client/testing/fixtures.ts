import type { Category, Comment, Discussion, UserFragment } from "@quorum/api";

export const ALICE: UserFragment = { userID: 11, name: "Alice", photoUrl: "", dateLastActive: null };
export const BOB: UserFragment = { userID: 12, name: "Bob", photoUrl: "https://cdn.example/bob.png", dateLastActive: null };

/** A discussion as the API lists it (insertUser, lastUser, category and tags expanded). */
export function aDiscussion(
  overrides: Partial<Discussion> & { excerpt?: string; bodyHtml?: string } = {},
): Discussion & { excerpt?: string; bodyHtml?: string } {
  return {
    discussionID: 7,
    type: "discussion",
    name: "Hello world",
    url: "/discussion/7/hello-world",
    categoryID: 1,
    category: { categoryID: 1, name: "General", url: "/categories/general" },
    insertUserID: ALICE.userID,
    insertUser: ALICE,
    lastUserID: null,
    lastUser: null,
    dateInserted: "2026-11-01T10:00:00.000Z",
    dateUpdated: null,
    dateLastComment: "2026-11-02T10:00:00.000Z",
    pinned: false,
    closed: false,
    sink: false,
    countViews: 12,
    countComments: 3,
    score: 0,
    tags: [],
    ...overrides,
  };
}

/** A comment with its author expanded and server-rendered HTML body. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  const commentID = overrides.commentID ?? 100;
  return {
    commentID,
    discussionID: 7,
    parentRecordType: "discussion",
    parentRecordID: 7,
    body: "<p>A <strong>fine</strong> reply</p>",
    format: "text",
    url: `/discussion/comment/${commentID}#Comment_${commentID}`,
    insertUserID: BOB.userID,
    insertUser: BOB,
    dateInserted: "2026-11-02T10:00:00.000Z",
    dateUpdated: null,
    score: 0,
    ...overrides,
  };
}

/** A category as the categories widget receives it. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    categoryID: 1,
    name: "General",
    description: "Talk about anything.",
    urlcode: "general",
    url: "/categories/general",
    parentCategoryID: null,
    depth: 1,
    sort: 1,
    displayAs: "discussions",
    countDiscussions: 4,
    countComments: 9,
    countAllDiscussions: 4,
    countAllComments: 9,
    permissionCategoryID: 1,
    dateInserted: "2026-01-01T00:00:00.000Z",
    lastPost: null,
    children: [],
    ...overrides,
  };
}
