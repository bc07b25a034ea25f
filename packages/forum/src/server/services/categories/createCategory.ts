import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { slugify } from "@quorum/api";
import { forumDb } from "../../db/forumDb";
import { invalidateCategoryIndex } from "./categoryIndexCache";
import type { ForumTables } from "../../db/ForumTables";

export interface CategoryInput {
  name: string;
  description?: string;
  urlcode?: string;
  parentCategoryID?: number | null;
  displayAs?: ForumTables["categories"]["displayAs"];
  sort?: number;
  /**
   * Custom permissions: role name -> permission names granted in this category. The category
   * becomes a junction (its own rows replace the global grants) and its children inherit it.
   */
  permissions?: Readonly<Record<string, readonly string[]>>;
  /** An add-on's category: never listed, its posts seen only by viewers granted it (`grantCategories`). */
  hidden?: boolean;
}

/**
 * Creates a category under a parent (depth and permission category derived from it), with
 * optional custom permissions written as rolePermissions rows (resourceType "category").
 * Callers holding a permission cache must invalidate it afterwards (aliases and junctions change).
 */
export async function createCategory(coreDb: Kysely<CoreTables>, input: CategoryInput): Promise<number> {
  const write = async (trx: Kysely<CoreTables>) => {
    const db = forumDb(trx);
    const parent =
      input.parentCategoryID === undefined || input.parentCategoryID === null
        ? undefined
        : await db
            .selectFrom("categories")
            .select(["categoryID", "depth", "permissionCategoryID"])
            .where("categoryID", "=", input.parentCategoryID)
            .executeTakeFirstOrThrow();
    const { categoryID } = await db
      .insertInto("categories")
      .values({
        name: input.name,
        description: input.description ?? "",
        urlcode: input.urlcode ?? slugify(input.name),
        parentCategoryID: parent?.categoryID ?? null,
        depth: parent ? parent.depth + 1 : 1,
        sort: input.sort ?? 0,
        displayAs: input.displayAs ?? "discussions",
        permissionCategoryID: parent?.permissionCategoryID ?? -1,
        hidden: input.hidden ?? false,
        lastDiscussionID: null,
        lastCommentID: null,
      })
      .returning("categoryID")
      .executeTakeFirstOrThrow();
    if (input.permissions) {
      await db.updateTable("categories").set({ permissionCategoryID: categoryID }).where("categoryID", "=", categoryID).execute();
      const roleNames = Object.keys(input.permissions);
      const roles = roleNames.length ? await db.selectFrom("roles").select(["roleID", "name"]).where("name", "in", roleNames).execute() : [];
      const rows = roles.flatMap((role) =>
        (input.permissions?.[role.name] ?? []).map((permission) => ({
          roleID: role.roleID,
          resourceType: "category",
          resourceID: categoryID,
          permission,
          granted: true,
        })),
      );
      if (rows.length) await db.insertInto("rolePermissions").values(rows).execute();
    }
    return categoryID;
  };
  const categoryID = await (coreDb.isTransaction ? write(coreDb) : coreDb.transaction().execute(write));
  invalidateCategoryIndex(forumDb(coreDb));
  return categoryID;
}
