import type { PermissionsPayload } from "@quorum/api";
import type { CoreTables } from "@quorum/server";
import type { Kysely } from "kysely";
import { forumDb } from "../../db/forumDb";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "./categoryIndexCache";

/**
 * Whether someone with these permissions may see the category and so its posts: `discussions.view`
 * in it and in every ancestor, as the forum's own reads check it. False for a missing category.
 */
export async function canViewCategory(db: Kysely<CoreTables>, permissions: PermissionsPayload, categoryID: number): Promise<boolean> {
  const index = await loadCategoryIndex(forumDb(db));
  return viewableCategories(index, permissions).has(categoryID);
}
