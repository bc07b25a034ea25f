import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "./testing/createForumTestApp";

// The grants a new site's roles had when the core migration still wrote the forum's permissions
// itself. The forum's declarations (FORUM_PERMISSIONS) are now their only source, so a new site
// must come out exactly the same.
const GUEST = ["discussions.view", "profiles.view"];
const MEMBER = [
  ...GUEST,
  "comments.add",
  "conversations.add",
  "discussions.add",
  "flag.add",
  "reactions.negative.add",
  "reactions.positive.add",
  "reactions.view",
];
const MODERATOR = [
  ...MEMBER,
  "comments.delete",
  "comments.edit",
  "community.moderate",
  "curation.manage",
  "discussions.close",
  "discussions.delete",
  "discussions.edit",
  "discussions.manage",
  "discussions.moderate",
];
const ADMINISTRATOR = [...MODERATOR, "community.manage", "personalInfo.view", "site.manage", "users.add", "users.delete", "users.edit"];

// The seed's categories with custom permissions (written by the forum's seed, not by defaults).
const STAFF_CATEGORY = [
  "comments.add",
  "comments.delete",
  "comments.edit",
  "discussions.add",
  "discussions.close",
  "discussions.delete",
  "discussions.edit",
  "discussions.manage",
  "discussions.moderate",
  "discussions.view",
];
const CATEGORY_GRANTS = {
  announcements: { Administrator: STAFF_CATEGORY, Guest: ["discussions.view"], Member: ["comments.add", "discussions.view"], Moderator: STAFF_CATEGORY },
  "site-feedback": {
    Administrator: STAFF_CATEGORY,
    Guest: ["discussions.view"],
    Member: ["comments.add", "discussions.add", "discussions.view"],
    Moderator: ["comments.add", "discussions.add", "discussions.view"],
  },
  "staff-lounge": { Administrator: STAFF_CATEGORY, Moderator: STAFF_CATEGORY },
};

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t.close());

const grants = () =>
  t.forum
    .selectFrom("rolePermissions")
    .innerJoin("roles", "roles.roleID", "rolePermissions.roleID")
    .leftJoin("categories", (join) =>
      join.onRef("categories.categoryID", "=", "rolePermissions.resourceID").on("rolePermissions.resourceType", "=", "category"),
    )
    .select(["roles.name as role", "rolePermissions.resourceType", "categories.urlcode", "rolePermissions.permission", "rolePermissions.granted"])
    .execute();

describe("a new site's grants", () => {
  it("gives the four roles the same global grants as before the forum declared them", async () => {
    const rows = (await grants()).filter((row) => row.resourceType === "global");
    expect(rows.every((row) => row.granted)).toBe(true);
    const of = (role: string) =>
      rows
        .filter((row) => row.role === role)
        .map((row) => row.permission)
        .sort();
    expect(of("Guest")).toEqual([...GUEST].sort());
    expect(of("Member")).toEqual([...MEMBER].sort());
    expect(of("Moderator")).toEqual([...MODERATOR].sort());
    expect(of("Administrator")).toEqual([...ADMINISTRATOR].sort());
    expect(rows).toHaveLength(GUEST.length + MEMBER.length + MODERATOR.length + ADMINISTRATOR.length);
  });

  it("leaves the seeded categories' custom grants as they were", async () => {
    const rows = (await grants()).filter((row) => row.resourceType !== "global");
    const byCategory: Record<string, Record<string, string[]>> = {};
    for (const row of rows) {
      expect(row).toMatchObject({ resourceType: "category", granted: true });
      ((byCategory[row.urlcode ?? "?"] ??= {})[row.role] ??= []).push(row.permission);
    }
    for (const roles of Object.values(byCategory)) for (const list of Object.values(roles)) list.sort();
    expect(byCategory).toEqual(CATEGORY_GRANTS);
  });

  it("records every permission it granted as done, so a site manager's later changes stick", async () => {
    const recorded = (await t.forum.selectFrom("permissionDefaults").select("permission").execute()).map((row) => row.permission).sort();
    expect(recorded).toEqual([...new Set([...ADMINISTRATOR, "discussions.closeOwn"])].sort());
  });
});
