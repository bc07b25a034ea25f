import type { PermissionsPayload } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { CategoryIndex, type CategoryRow } from "../services/categories/CategoryIndex";
import { grantCategories, REMEMBERED_GRANTS } from "./grantCategories";
import { viewableCategories } from "./viewableCategories";

const category = (categoryID: number, parentCategoryID: number | null, permissionCategoryID: number, hidden = false): CategoryRow => ({
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
  hidden,
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

  it("keeps a hidden category (and its children) from every payload, administrators' included, until it is granted", () => {
    const withHidden = new CategoryIndex([category(1, null, -1), category(5, null, -1, true), category(6, 5, -1)]);
    const admin: PermissionsPayload = { isAdmin: true, permissions: [globalView] };
    expect([...viewableCategories(withHidden, guest).keys()]).toEqual([1]);
    expect([...viewableCategories(withHidden, admin).keys()]).toEqual([1]);
    const member = grantCategories(guest, [5]);
    expect([...viewableCategories(withHidden, member).keys()]).toEqual([1, 5, 6]);
    // The grant opens only what the roles allow besides: a granted category still needs `discussions.view`.
    const noView: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: {} }] };
    expect([...viewableCategories(withHidden, grantCategories(noView, [5])).keys()]).toEqual([]);
    // The same grant gives the same payload (caches keyed on payloads keep working); none gives the payload itself.
    expect(grantCategories(guest, [5])).toBe(member);
    expect(grantCategories(guest, [])).toBe(guest);
    expect(grantCategories(member, [5])).toBe(member);
    expect([...viewableCategories(withHidden, grantCategories(member, [7])).keys()]).toEqual([1, 5, 6]);
  });

  it("remembers a bounded number of grants per role set: the least recently used is made again, the same as before", () => {
    const base: PermissionsPayload = { isAdmin: false, permissions: [globalView] };
    const withHidden = new CategoryIndex([category(1, null, -1), category(5, null, -1, true)]);
    const first = grantCategories(base, [5]);
    const kept = grantCategories(base, [1000]);
    for (let id = 1001; id < 1000 + REMEMBERED_GRANTS; id += 1) grantCategories(base, [id]);
    // `first`, the oldest, is forgotten by now; `kept`, used again, becomes the most recent and outlives newer ones.
    expect(grantCategories(base, [1000])).toBe(kept);
    grantCategories(base, [5000]);
    expect(grantCategories(base, [1000])).toBe(kept);
    const again = grantCategories(base, [5]);
    expect(again).not.toBe(first);
    expect([...viewableCategories(withHidden, again).keys()]).toEqual([1, 5]);
  });
});
