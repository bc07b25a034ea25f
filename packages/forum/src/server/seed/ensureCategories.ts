import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { createCategory } from "../services/categories/createCategory";

/** The postable categories, creating a small tree first on a site that has none (a bare benchmark database). */
export async function ensureCategories(db: Kysely<CoreTables>): Promise<number[]> {
  const find = async () =>
    (await forumDb(db).selectFrom("categories").select("categoryID").where("displayAs", "!=", "heading").orderBy("categoryID").execute()).map(
      (c) => c.categoryID,
    );
  const found = await find();
  if (found.length > 0) return found;
  const general = await createCategory(db, { name: "General", sort: 1 });
  await createCategory(db, { name: "Questions", parentCategoryID: general, sort: 1 });
  await createCategory(db, { name: "Support", sort: 2 });
  await createCategory(db, { name: "Off Topic", sort: 3 });
  return find();
}
