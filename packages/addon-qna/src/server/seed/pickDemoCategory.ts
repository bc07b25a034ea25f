import type { QnaDb } from "../db/QnaTables";

/** Where demo questions go, by preference: the forum demo's help categories. */
const PREFERRED = ["getting-started", "support", "general"];

/** The category rows the seed needs: the tree, to count posts up to the root. */
export interface SeedCategory {
  categoryID: number;
  parentCategoryID: number | null;
}

/**
 * A category everyone may read and post in (no custom permissions, not a heading), preferring the
 * forum demo's help categories; undefined when the site has none.
 */
export async function pickDemoCategory(db: QnaDb): Promise<{ category: SeedCategory; all: SeedCategory[] } | undefined> {
  const rows = await db
    .selectFrom("categories")
    .select(["categoryID", "parentCategoryID", "urlcode", "displayAs", "permissionCategoryID", "sort"])
    .orderBy("sort")
    .orderBy("categoryID")
    .execute();
  const open = rows.filter((row) => row.permissionCategoryID < 0 && row.displayAs !== "heading");
  const rank = (urlcode: string) => {
    const at = PREFERRED.indexOf(urlcode.toLowerCase());
    return at < 0 ? PREFERRED.length : at;
  };
  const category = [...open].sort((a, b) => rank(a.urlcode) - rank(b.urlcode))[0];
  return category ? { category, all: rows } : undefined;
}
