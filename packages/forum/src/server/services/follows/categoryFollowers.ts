import type { PermissionFragment, PermissionsPayload } from "@quorum/api";
import type { CoreTables } from "@quorum/server";
import type { Kysely } from "kysely";
import { forumDb } from "../../db/forumDb";
import { canInCategory } from "../../permissions/canInCategory";
import { loadCategoryIndex } from "../categories/categoryIndexCache";

/** One member to notify of a followed category's new content, and how (their preferences for it). */
export interface CategoryFollower {
  userID: number;
  popup: boolean;
  email: boolean;
}

const VIEW = "discussions.view";

/**
 * The members to notify of a new discussion (`posts`) or comment (`comments`) in a category: those
 * following it whose preferences there want that kind by popup or email, who are not banned and who
 * may still see the category (`discussions.view` in it and every ancestor, as the forum's reads
 * check it — a member whose roles or the category's permissions changed since they followed it is
 * left out). Three queries whatever the number of followers; the permission check runs once per
 * distinct set of roles. The notifications' fan-out job calls it (issue 13 seam 3).
 */
export async function categoryFollowers(db: Kysely<CoreTables>, categoryID: number, kind: "posts" | "comments"): Promise<CategoryFollower[]> {
  const forum = forumDb(db);
  const index = await loadCategoryIndex(forum);
  const chain = index.path(categoryID);
  if (chain.length === 0) return [];
  const [popupColumn, emailColumn] = kind === "posts" ? (["popupPosts", "emailPosts"] as const) : (["popupComments", "emailComments"] as const);

  const rows = await forum
    .selectFrom("userCategory as f")
    .innerJoin("users as u", "u.userID", "f.userID")
    .leftJoin("userRoles as r", "r.userID", "f.userID")
    .select(["f.userID", "u.isAdmin", `f.${popupColumn} as popup`, `f.${emailColumn} as email`, "r.roleID"])
    .where("f.categoryID", "=", categoryID)
    .where("f.followed", "=", true)
    .where((eb) => eb.or([eb(`f.${popupColumn}`, "=", true), eb(`f.${emailColumn}`, "=", true)]))
    .where("u.banned", "=", false)
    .orderBy("f.userID")
    .execute();
  if (rows.length === 0) return [];

  const grants = await forum
    .selectFrom("rolePermissions")
    .select(["roleID", "resourceType", "resourceID", "permission", "granted"])
    .where("resourceType", "in", ["global", "category"])
    .execute();

  const followers = new Map<number, { isAdmin: boolean; popup: boolean; email: boolean; roleIDs: number[] }>();
  for (const row of rows) {
    const follower = followers.get(row.userID) ?? { isAdmin: row.isAdmin, popup: row.popup, email: row.email, roleIDs: [] };
    if (row.roleID !== null) follower.roleIDs.push(row.roleID);
    followers.set(row.userID, follower);
  }

  const mayView = new Map<string, boolean>();
  const result: CategoryFollower[] = [];
  for (const [userID, follower] of followers) {
    const key = `${follower.isAdmin ? 1 : 0}|${follower.roleIDs.join(",")}`;
    let visible = mayView.get(key);
    if (visible === undefined) {
      const payload = viewPermissions(grants, follower.isAdmin, follower.roleIDs);
      visible = chain.every((category) => canInCategory(payload, VIEW, category));
      mayView.set(key, visible);
    }
    if (visible) result.push({ userID, popup: follower.popup, email: follower.email });
  }
  return result;
}

interface Grant {
  roleID: number;
  resourceType: string;
  resourceID: number;
  permission: string;
  granted: boolean;
}

/**
 * The part of a member's permissions payload that viewing a category needs, built from the grants
 * as the framework builds the whole payload: global grants are the union over the roles; a
 * category with any grant row of its own (a junction) has an entry with the union of its grants.
 */
function viewPermissions(grants: readonly Grant[], isAdmin: boolean, roleIDs: readonly number[]): PermissionsPayload {
  const roles = new Set(roleIDs);
  const junctions = [...new Set(grants.filter((g) => g.resourceType === "category").map((g) => g.resourceID))].sort((a, b) => a - b);
  const held = (resourceType: string, resourceID: number) =>
    grants.some(
      (g) =>
        g.resourceType === resourceType &&
        (resourceType === "global" || g.resourceID === resourceID) &&
        g.permission === VIEW &&
        g.granted &&
        roles.has(g.roleID),
    );
  const permissions: PermissionFragment[] = [
    { type: "global", permissions: { [VIEW]: held("global", 0) } },
    ...junctions.map((id): PermissionFragment => ({ type: "category", id, permissions: { [VIEW]: held("category", id) } })),
  ];
  return { isAdmin, permissions, junctions: { category: junctions }, junctionAliases: {} };
}
