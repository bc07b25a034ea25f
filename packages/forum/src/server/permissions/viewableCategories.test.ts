import type { PermissionsPayload } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { CategoryIndex, type CategoryRow } from "../services/categories/CategoryIndex";
import { viewableCategories } from "./viewableCategories";

const category = (categoryID: number, parentCategoryID: number | null, permissionCategoryID: number): CategoryRow => ({
  categoryID,
  parentCategoryID,
  name: `C${categoryID}`,
  description: "",
  urlcode: `c${categoryID}`,
  countFollowers: 0,
  depth: parentCategoryID === null ? 1 : 2,
  sort: categoryID,
  displayAs: "discussions",
  permissionCategoryID,
  countDiscussions: 0,
  countComments: 0,
  countAllDiscussions: 0,
  countAllComments: 0,
  lastDiscussionID: null,
  lastCommentID: null,
  dateLastPost: null,
  dateInserted: new Date(0),
});

// 1 and its child 2 use the global grants; 3 (and its child 4) has its own, which guests lack.
const index = new CategoryIndex([category(1, null, -1), category(2, 1, -1), category(3, null, 3), category(4, 3, 3)]);
const globalView = { type: "global", permissions: { "discussions.view": true } };
const guest: PermissionsPayload = { isAdmin: false, permissions: [globalView], junctions: { category: [3] } };
const insider: PermissionsPayload = {
  isAdmin: false,
  permissions: [globalView, { type: "category", id: 3, permissions: { "discussions.view": true } }],
  junctions: { category: [3] },
};

describe("viewableCategories", () => {
  it("hides a branch the viewer may not see, and answers again from memory for the same index and payload", () => {
    const seen = viewableCategories(index, guest);
    expect([...seen.keys()]).toEqual([1, 2]);
    expect(viewableCategories(index, guest)).toBe(seen);
    expect([...viewableCategories(index, insider).keys()]).toEqual([1, 2, 3, 4]);
    // A refreshed index is a new object: worked out afresh.
    const refreshed = new CategoryIndex([category(1, null, -1)]);
    expect([...viewableCategories(refreshed, guest).keys()]).toEqual([1]);
  });
});
