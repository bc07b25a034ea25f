import { describe, expect, it } from "vitest";
import type { PermissionsPayload } from "./entities/Permissions";
import { hasPermission } from "./hasPermission";

const member: PermissionsPayload = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "discussions.view": true, "comments.add": true } },
    { type: "category", id: 5, permissions: { "discussions.view": true, "comments.add": false } },
    { type: "category", id: 9, permissions: { "discussions.manage": true } },
  ],
  junctions: { category: [5, 9] },
  junctionAliases: { category: { "6": 5 } },
};

describe("hasPermission", () => {
  it("returns false until permissions have loaded", () => {
    expect(hasPermission(undefined, "discussions.view")).toBe(false);
    expect(hasPermission(null, "discussions.view")).toBe(false);
  });

  it("checks globally without a resource", () => {
    expect(hasPermission(member, "comments.add")).toBe(true);
    expect(hasPermission(member, "discussions.manage")).toBe(false);
  });

  it("passes when any of several names passes", () => {
    expect(hasPermission(member, ["discussions.manage", "comments.add"])).toBe(true);
    expect(hasPermission(member, ["discussions.manage", "site.manage"])).toBe(false);
  });

  it("lets administrators and system.only pass everything", () => {
    expect(hasPermission({ ...member, isAdmin: true }, "site.manage")).toBe(true);
    const system: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "system.only": true } }] };
    expect(hasPermission(system, "anything.at.all", { resourceType: "category", resourceID: 3 })).toBe(true);
  });

  it("in junction mode uses only the resource's grants for a junction", () => {
    const opts = { resourceType: "category", resourceID: 5 };
    expect(hasPermission(member, "comments.add", opts)).toBe(false);
    expect(hasPermission(member, "discussions.view", opts)).toBe(true);
  });

  it("in junction mode uses only global grants for a resource outside the junctions", () => {
    expect(hasPermission(member, "comments.add", { resourceType: "category", resourceID: 77 })).toBe(true);
    expect(hasPermission(member, "discussions.manage", { resourceType: "category", resourceID: 77 })).toBe(false);
  });

  it("follows global grants for a resource type that has no junction list", () => {
    const noJunctions: PermissionsPayload = { ...member, junctions: {} };
    expect(hasPermission(noJunctions, "comments.add", { resourceType: "category", resourceID: 5 })).toBe(true);
    expect(hasPermission(noJunctions, "discussions.manage", { resourceType: "category", resourceID: 9 })).toBe(false);
  });

  it("remaps ids through junction aliases", () => {
    expect(hasPermission(member, "comments.add", { resourceType: "category", resourceID: 6 })).toBe(false);
  });

  it("supports the global, resource and globalOrResource modes", () => {
    const at9 = { resourceType: "category", resourceID: 9 };
    expect(hasPermission(member, "discussions.manage", { ...at9, mode: "global" })).toBe(false);
    expect(hasPermission(member, "discussions.manage", { ...at9, mode: "resource" })).toBe(true);
    expect(hasPermission(member, "comments.add", { ...at9, mode: "resource" })).toBe(false);
    expect(hasPermission(member, "comments.add", { ...at9, mode: "globalOrResource" })).toBe(true);
  });

  it("applies per-record overrides before the user's grants", () => {
    expect(hasPermission(member, "comments.add", { overrides: { "comments.add": false } })).toBe(false);
    expect(hasPermission(member, "discussions.manage", { overrides: { "discussions.manage": true } })).toBe(true);
    expect(hasPermission({ ...member, isAdmin: true }, "comments.add", { overrides: { "comments.add": false } })).toBe(false);
  });
});
