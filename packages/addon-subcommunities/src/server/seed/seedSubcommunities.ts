import type { SeedContext } from "@quorum/server";
import { subcommunitiesDb } from "../db/SubcommunitiesTables";
import { DEMO_SUBCOMMUNITIES } from "./DEMO_SUBCOMMUNITIES";

/**
 * Demo content: two sections rooted at the forum demo's categories (one left out when its
 * category is missing). Runs on a demo site only, once, when the add-on is first enabled there
 * (or at the demo site's first start while it is).
 */
export async function seedSubcommunities(ctx: SeedContext): Promise<void> {
  const db = subcommunitiesDb(ctx.db);
  const codes = DEMO_SUBCOMMUNITIES.map((demo) => demo.category);
  const found = await db.selectFrom("categories").select(["categoryID", "urlcode"]).where("urlcode", "in", codes).execute();
  const byCode = new Map(found.map((row) => [row.urlcode, row.categoryID]));
  const rows = DEMO_SUBCOMMUNITIES.flatMap((demo, sort) => {
    const categoryID = byCode.get(demo.category);
    return categoryID === undefined ? [] : [{ name: demo.name, folder: demo.folder, locale: demo.locale, categoryID, description: demo.description, sort }];
  });
  if (rows.length > 0)
    await db
      .insertInto("subcommunities")
      .values(rows)
      .onConflict((oc) => oc.column("folder").doNothing())
      .execute();
}
