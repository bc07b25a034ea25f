import { BULK_DISCUSSION_GRANTS, hasPermission } from "@quorum/api";
import type { PermissionsPayload } from "@quorum/api";
import { describe, expect, it } from "vitest";
import type { BulkDiscussionInfo } from "./BulkDiscussionInfo";
import type { BulkPermissionCheck } from "./useBulkPermissionCheck";
import { validateBulkActions } from "./validateBulkActions";

// A manager of General (1), where discussions.manage grants every action; in Ideas (2) and
// Support (3) a reader only. The check is the toast's (category scope, overrides first).
const payload: PermissionsPayload = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "discussions.view": true } },
    { type: "category", id: 1, permissions: { "discussions.view": true, "discussions.manage": true } },
    { type: "category", id: 2, permissions: { "discussions.view": true } },
    { type: "category", id: 3, permissions: { "discussions.view": true } },
    { type: "category", id: 4, permissions: { "discussions.view": true, "discussions.close": true } },
  ],
  junctions: { category: [1, 2, 3, 4] },
};
const can: BulkPermissionCheck = (action, d) =>
  hasPermission(payload, BULK_DISCUSSION_GRANTS[action], { resourceType: "category", resourceID: d.categoryID, overrides: d.permissions ?? null });

function d(discussionID: number, categoryID = 1, overrides: Partial<BulkDiscussionInfo> = {}): BulkDiscussionInfo {
  const categoryName = { 1: "General", 2: "Ideas", 3: "Support", 4: "Help" }[categoryID] ?? "Other";
  return { discussionID, name: `Discussion ${discussionID}`, categoryID, categoryName, closed: false, ...overrides };
}

describe("validateBulkActions", () => {
  it("allows every action on two open discussions where the user holds every permission", () => {
    const result = validateBulkActions([d(1), d(2)], can, true);
    expect(Object.values(result)).toEqual([0, 1, 2, 3].map(() => ({ disabled: false, reason: null })));
  });

  it("needs at least two discussions to merge", () => {
    const result = validateBulkActions([d(1)], can, true);
    expect(result.merge).toEqual({ disabled: true, reason: "You must select at least 2 discussions to merge." });
    expect(result.move.disabled).toBe(false);
  });

  it("disables Close when every selected discussion is closed already, not when one is open", () => {
    expect(validateBulkActions([d(1, 1, { closed: true }), d(2, 1, { closed: true })], can, true).close).toEqual({
      disabled: true,
      reason: "Selected discussions are already closed.",
    });
    expect(validateBulkActions([d(1, 1, { closed: true }), d(2)], can, true).close.disabled).toBe(false);
  });

  it("names the categories where a permission is lacking, once each, with spec §5's texts", () => {
    const result = validateBulkActions([d(1), d(2, 2), d(3, 3), d(4, 2)], can, true);
    expect(result.move.reason).toBe("You don’t have the edit permission on the following discussions: Ideas, Support");
    expect(result.merge.reason).toBe("You don’t have the edit permission on the following discussions: Ideas, Support");
    expect(result.close.reason).toBe("You don't have the close permission on the following discussions: Ideas, Support");
    expect(result.delete.reason).toBe("You don’t have the delete permission on the following discussions: Ideas, Support");
    expect(Object.values(result).every((v) => v.disabled)).toBe(true);
  });

  it("allows an action where the user holds just that action's permission", () => {
    const result = validateBulkActions([d(1), d(2, 4)], can, true);
    expect(result.close).toEqual({ disabled: false, reason: null });
    expect(result.delete.reason).toBe("You don’t have the delete permission on the following discussions: Help");
  });

  it("applies a discussion's own permission overrides before the user's", () => {
    const result = validateBulkActions([d(1, 2, { permissions: { "discussions.delete": true } }), d(2)], can, true);
    expect(result.delete).toEqual({ disabled: false, reason: null });
    expect(result.move.disabled).toBe(true);
  });

  it("waits, unexplained, while some selected discussion's details are loading", () => {
    const result = validateBulkActions([d(1), d(2)], can, false);
    expect(result.delete).toEqual({ disabled: true, reason: null });
  });
});
